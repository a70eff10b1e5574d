package io.cosmosblog.application.moderation;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.domain.user.UserId;

/**
 * Erasure done by an operator, for a person who can no longer present their token: as {@code
 * DeleteAccount}, without the token. Repeated after the account is gone, it still finishes the
 * content a run cut short left; only when there was nothing at all is it "not found".
 */
public final class EraseUser {

    private final Users users;
    private final EraseUserContent content;
    private final Revocations revocations;

    public EraseUser(Users users, EraseUserContent content, Revocations revocations) {
        this.users = users;
        this.content = content;
        this.revocations = revocations;
    }

    public EraseUserContent.Erased erase(UserId id) {
        boolean[] existed = new boolean[1];
        EraseUserContent.Erased erased = content.eraseAround(id,
                () -> existed[0] = revocations.revoke(id, () -> users.remove(id)));
        if (!existed[0] && erased.nothing()) {
            throw new NotFoundException("user", id);
        }
        return erased;
    }
}
