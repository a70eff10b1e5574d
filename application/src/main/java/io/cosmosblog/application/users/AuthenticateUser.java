package io.cosmosblog.application.users;

import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.TokenLifetime;
import io.cosmosblog.domain.user.User;
import java.time.Clock;

/**
 * Who is acting (the user, read once per request and handed to the use case): the token names its
 * user, so one point read, a constant-time compare and the token's age decide. A replaced, signed
 * out or expired token is refused like a wrong one.
 */
public final class AuthenticateUser {

    private final Users users;
    private final Clock clock;
    private final TokenLifetime lifetime;

    public AuthenticateUser(Users users, Clock clock, TokenLifetime lifetime) {
        this.users = users;
        this.clock = clock;
        this.lifetime = lifetime;
    }

    public User authenticate(String presentedToken) {
        return actor(presentedToken).user();
    }

    /** As above, with the moment just before the read: what spares a quick write reading it again. */
    public Actor actor(String presentedToken) {
        long readAt = System.nanoTime();
        AccessToken token;
        try {
            token = AccessToken.parse(presentedToken);
        } catch (InvalidValueException malformed) {
            throw new NotAuthenticatedException("the access token is malformed");
        }
        User user = users.find(token.userId())
                .filter(found -> found.tokenHash().matches(token.hash()))
                .orElseThrow(() -> new NotAuthenticatedException("the access token is not valid"));
        if (lifetime.hasExpired(user, clock.instant())) {
            throw new NotAuthenticatedException("the access token has expired; tokens work for "
                    + lifetime.value().toDays() + " days, replace yours before then (POST /api/users/{userId}/token)");
        }
        return Actor.authenticatedAt(user, readAt);
    }
}
