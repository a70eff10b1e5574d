package io.cosmosblog.application.storage;

import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;

/** Every copy of a user's name kept beside their posts, comments and likes. */
public interface AuthorNameCopies {

    /**
     * Writes {@code name} on every post, comment and like of {@code user} that carries another
     * name. Idempotent: a second call with the same name changes nothing.
     */
    void rewrite(UserId user, Username name);
}
