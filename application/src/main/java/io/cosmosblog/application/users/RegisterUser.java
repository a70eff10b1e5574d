package io.cosmosblog.application.users;

import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.TokenLifetime;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Clock;
import java.time.Instant;

/** C1 (create): a new member and the access token they will act with, shown this once. */
public final class RegisterUser {

    private final Users users;
    private final Clock clock;
    private final TokenLifetime lifetime;

    public RegisterUser(Users users, Clock clock, TokenLifetime lifetime) {
        this.users = users;
        this.clock = clock;
        this.lifetime = lifetime;
    }

    public IssuedToken register(Username username) {
        UserId id = UserId.generate();
        AccessToken token = AccessToken.issueFor(id);
        Instant now = clock.instant();
        User user = User.register(id, username, token.hash(), now);
        users.add(user);
        return new IssuedToken(user, token, lifetime.expiryOf(user));
    }
}
