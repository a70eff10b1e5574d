package io.cosmosblog.application.users;

import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Clock;

/**
 * Every token of the acting user stops working, the one used to ask included, and no new one is
 * handed out: for a token that leaked and an account nobody should act as any more. Without a
 * password there is no way back in, so the front page replaces the token instead
 * ({@link RotateAccessToken}) when the user only wants every other browser signed out.
 */
public final class SignOutEverywhere {

    private final Users users;
    private final Clock clock;
    private final Revocations revocations;

    public SignOutEverywhere(Users users, Clock clock, Revocations revocations) {
        this.users = users;
        this.clock = clock;
        this.revocations = revocations;
    }

    public void signOut(User actor, UserId target) {
        OwnAccount.require(users, actor, target, "sign out");
        revocations.revoke(actor.id(), () -> users.replace(actor, actor.signedOutEverywhere(clock.instant())));
    }
}
