package io.cosmosblog.domain.user;

import java.util.Objects;

/**
 * A member of the blog. Only the hash of their access token is ever kept. {@code revision} grows
 * with every rename, so a projection knows a brand-new user has no copies of their name to fix.
 */
public record User(UserId id, Username username, TokenHash tokenHash, long revision) {

    public User {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(username, "username");
        Objects.requireNonNull(tokenHash, "tokenHash");
        if (revision < 1) {
            throw new IllegalArgumentException("revision starts at 1");
        }
    }

    public static User register(UserId id, Username username, TokenHash tokenHash) {
        return new User(id, username, tokenHash, 1);
    }

    public User renamedTo(Username newName) {
        return new User(id, newName, tokenHash, revision + 1);
    }

    public boolean wasEverRenamed() {
        return revision > 1;
    }
}
