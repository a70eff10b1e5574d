package io.cosmosblog.application.users;

import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;

/**
 * Erasure, asked by the user themself: their posts, comments and likes, then the account with its
 * tokens. The content goes first, so a run cut short leaves the account (and its token) to ask
 * again with; once more after the account, for a write a request authenticated just before stored.
 * A repeat presents a token of a user that no longer exists: "not authenticated".
 */
public final class DeleteAccount {

    private final Users users;
    private final EraseUserContent content;
    private final Revocations revocations;

    public DeleteAccount(Users users, EraseUserContent content, Revocations revocations) {
        this.users = users;
        this.content = content;
        this.revocations = revocations;
    }

    public EraseUserContent.Erased delete(User actor, UserId target) {
        OwnAccount.require(users, actor, target, "delete");
        return content.eraseAround(target, () -> revocations.revoke(target, () -> users.remove(target)));
    }
}
