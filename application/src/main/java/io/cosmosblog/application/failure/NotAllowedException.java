package io.cosmosblog.application.failure;

/** The acting user tried to change something that belongs to someone else. */
public final class NotAllowedException extends RuntimeException {

    public NotAllowedException(String message) {
        super(message);
    }
}
