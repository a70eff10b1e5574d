package io.cosmosblog.application.users;

import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.TokenLifetime;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Clock;
import java.time.Instant;

/**
 * A new access token for the acting user, with a full lifetime: every copy of the old one (another
 * browser, a script, a log) stops working at once. Keeping a token alive means replacing it before
 * it expires; only the new token's hash is stored.
 */
public final class RotateAccessToken {

    private final Users users;
    private final Clock clock;
    private final TokenLifetime lifetime;
    private final Revocations revocations;

    public RotateAccessToken(Users users, Clock clock, TokenLifetime lifetime, Revocations revocations) {
        this.users = users;
        this.clock = clock;
        this.lifetime = lifetime;
        this.revocations = revocations;
    }

    public IssuedToken rotate(User actor, UserId target) {
        OwnAccount.require(users, actor, target, "replace the token of");
        AccessToken token = AccessToken.issueFor(actor.id());
        Instant now = clock.instant();
        User rotated = actor.withToken(token, now);
        revocations.revoke(actor.id(), () -> users.replace(actor, rotated));
        return new IssuedToken(rotated, token, lifetime.expiryOf(rotated));
    }
}
