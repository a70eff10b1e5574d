package io.cosmosblog.application.failure;

/** No acting user could be established from what the client presented. */
public final class NotAuthenticatedException extends RuntimeException {

    public NotAuthenticatedException(String message) {
        super(message);
    }

    /** The acting user was erased while their request ran: their token stopped working meanwhile. */
    public static NotAuthenticatedException accountGone() {
        return new NotAuthenticatedException("the access token is not valid: its account was deleted");
    }
}
