package io.cosmosblog.application.failure;

/** An idempotency key sent again with a different request: a client's mistake, refused rather than guessed at. */
public final class IdempotencyKeyReusedException extends RuntimeException {

    public IdempotencyKeyReusedException(String message) {
        super(message);
    }
}
