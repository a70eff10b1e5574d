package io.cosmosblog.application.failure;

/** No acting user could be established from what the client presented. */
public final class NotAuthenticatedException extends RuntimeException {

    public NotAuthenticatedException(String message) {
        super(message);
    }
}
