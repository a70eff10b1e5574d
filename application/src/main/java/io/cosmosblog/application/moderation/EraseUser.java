package io.cosmosblog.application.moderation;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.domain.user.UserId;

/**
 * Erasure done by an operator, for a person who can no longer present their token: as {@code
 * DeleteAccount}, without the token. Repeated after the account is gone, it still finishes the
 * content a run cut short left; only when there was nothing at all is it "not found".
 */
public final class EraseUser {

    private final Users users;
    private final EraseUserContent content;

    public EraseUser(Users users, EraseUserContent content) {
        this.users = users;
        this.content = content;
    }

    public EraseUserContent.Erased erase(UserId id) {
        EraseUserContent.Erased erased = content.erase(id);
        boolean existed = users.remove(id);
        erased = erased.plus(content.erase(id));
        if (!existed && erased.nothing()) {
            throw new NotFoundException("user", id);
        }
        return erased;
    }
}
