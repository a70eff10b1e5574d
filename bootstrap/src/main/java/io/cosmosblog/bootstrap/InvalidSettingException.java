package io.cosmosblog.bootstrap;

/** A setting from the environment the service cannot start with; the message says which and why. */
public final class InvalidSettingException extends RuntimeException {

    public InvalidSettingException(String message) {
        super(message);
    }
}
