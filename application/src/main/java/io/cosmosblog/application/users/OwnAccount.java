package io.cosmosblog.application.users;

import io.cosmosblog.application.failure.NotAllowedException;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;

/** The rule every change to a user shares: users change only themselves. */
final class OwnAccount {

    private OwnAccount() {
    }

    /** Refuses an actor changing another user: 404 when there is no such user, else not allowed. */
    static void require(Users users, User actor, UserId target, String what) {
        if (!actor.id().equals(target)) {
            users.find(target).orElseThrow(() -> new NotFoundException("user", target));
            throw new NotAllowedException("users may " + what + " only themselves");
        }
    }
}
