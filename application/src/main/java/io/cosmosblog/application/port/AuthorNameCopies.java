package io.cosmosblog.application.port;

import io.cosmosblog.domain.user.User;

/** Every copy of a user's name kept beside their posts, comments and likes. */
public interface AuthorNameCopies {

    /**
     * Writes the name of {@code user} on every post, comment and like of theirs that carries a
     * name of an older revision of theirs, never over one of the same or a newer revision: a
     * rename delivered late, replayed or repeated changes nothing. A post renamed gets a new
     * revision, so the views follow.
     */
    void rewrite(User user);
}
