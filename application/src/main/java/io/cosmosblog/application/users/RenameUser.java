package io.cosmosblog.application.users;

import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.application.port.UserGoneException;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.application.revisions.SeenRevisions;
import io.cosmosblog.application.revisions.StaleRevisionException;
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
        return rename(actor, target, newName, SeenRevisions.ANY);
    }

    /**
     * As above, made only while the user is at a revision the caller saw ({@link StaleRevisionException}
     * otherwise). The store replaces only the user as read, so of two renames from one read one wins.
     */
    public User rename(User actor, UserId target, Username newName, SeenRevisions seen) {
        return rename(Actor.atAnUnknownTime(actor), target, newName, seen);
    }

    /** As above; knowing when the token was read spares a quick commit reading it again. */
    public User rename(Actor acting, UserId target, Username newName, SeenRevisions seen) {
        User actor = acting.user();
        OwnAccount.require(users, actor, target, "rename");
        if (!seen.admits(actor.revision())) {
            throw new StaleRevisionException("user", actor.revision());
        }
        if (actor.username().equals(newName)) {
            return actor;
        }
        User renamed = actor.renamedTo(newName);
        try {
            revocations.commit(acting, () -> users.replace(actor, renamed));
        } catch (UserGoneException erased) {
            throw NotAuthenticatedException.accountGone();
        } catch (ChangedMeanwhileException meanwhile) {
            // A rename since is a stale read; a new token since is not (its revision stays): try again.
            users.find(actor.id()).filter(now -> !seen.admits(now.revision())).ifPresent(now -> {
                throw new StaleRevisionException("user", now.revision());
            });
            throw meanwhile;
        }
        return renamed;
    }
}
