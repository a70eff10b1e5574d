package io.cosmosblog.application.port;

import java.time.Duration;

/**
 * The storage refused or could not finish the request for now (throttled, timed out, briefly
 * unavailable) after its own retries: nothing the client did wrong, worth trying again after
 * {@link #retryAfter()}. Whether a write that timed out took effect is unknown.
 */
public final class StorageBusyException extends RuntimeException {

    private final Duration retryAfter;

    public StorageBusyException(String message, Duration retryAfter, Throwable cause) {
        super(message, cause);
        this.retryAfter = retryAfter;
    }

    public Duration retryAfter() {
        return retryAfter;
    }
}
