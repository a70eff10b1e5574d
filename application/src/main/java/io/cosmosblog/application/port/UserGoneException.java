package io.cosmosblog.application.port;

/**
 * The user a change was for is no longer stored: erased while the request that read them ran. A
 * race, not a fault of the store: the use case answers as for a token that no longer works.
 */
public final class UserGoneException extends RuntimeException {

    public UserGoneException(String message) {
        super(message);
    }
}
