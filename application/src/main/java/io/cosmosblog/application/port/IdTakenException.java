package io.cosmosblog.application.port;

/**
 * A new item's id is taken already. With a random id that means the store retried this very
 * write after storing it; with an id derived from an idempotency key, an earlier attempt of the
 * same write stored it. Either way the caller decides, not the adapter.
 */
public final class IdTakenException extends RuntimeException {

    public IdTakenException(String message) {
        super(message);
    }
}
