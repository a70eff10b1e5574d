package io.cosmosblog.domain.user;

import io.cosmosblog.domain.shared.InvalidValueException;
import java.time.Duration;
import java.time.Instant;

/** How long an access token works after it was issued; a token past it must be replaced by a new one. */
public record TokenLifetime(Duration value) {

    public static final TokenLifetime DEFAULT = new TokenLifetime(Duration.ofDays(30));

    public TokenLifetime {
        if (value == null || value.isNegative() || value.isZero()) {
            throw new InvalidValueException("tokenLifetime", "must be longer than zero");
        }
    }

    public Instant expiryOf(User user) {
        return user.tokenIssuedAt().plus(value);
    }

    public boolean hasExpired(User user, Instant now) {
        return !now.isBefore(expiryOf(user));
    }
}
