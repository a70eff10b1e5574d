package io.cosmosblog.application.users;

import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.port.UserGoneException;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;

/** C1 (edit): users rename only themselves; the projections carry the new name to every copy. */
public final class RenameUser {

    private final Users users;
    private final Revocations revocations;

    /** Without the token read again at commit: for this use case tried alone. */
    public RenameUser(Users users) {
        this(users, Revocations.unchecked());
    }

    public RenameUser(Users users, Revocations revocations) {
        this.users = users;
        this.revocations = revocations;
    }

    public User rename(User actor, UserId target, Username newName) {
        OwnAccount.require(users, actor, target, "rename");
        if (actor.username().equals(newName)) {
            return actor;
        }
        User renamed = actor.renamedTo(newName);
        try {
            revocations.commit(actor, () -> users.replace(actor, renamed));
        } catch (UserGoneException erased) {
            throw NotAuthenticatedException.accountGone();
        }
        return renamed;
    }
}
