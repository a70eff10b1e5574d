package io.cosmosblog.application.users;

import io.cosmosblog.application.port.ChangedMeanwhileException;
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

    public RenameUser(Users users, Revocations revocations) {
        this.users = users;
        this.revocations = revocations;
    }

    /**
     * Made only while the user is at a revision the caller saw ({@link StaleRevisionException}
     * otherwise; {@link SeenRevisions#ANY}: any). The store replaces only the user as read, so of two
     * renames from one read one wins.
     */
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
