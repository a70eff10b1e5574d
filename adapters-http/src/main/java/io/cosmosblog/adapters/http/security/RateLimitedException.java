package io.cosmosblog.adapters.http.security;

import java.time.Duration;

/** A client asked more often than its limit allows: 429 with how long to wait. */
public final class RateLimitedException extends RuntimeException {

    private final Duration retryAfter;

    RateLimitedException(String what, Duration retryAfter) {
        super("too many " + what + " from this client; try again later");
        this.retryAfter = retryAfter;
    }

    public Duration retryAfter() {
        return retryAfter;
    }
}
