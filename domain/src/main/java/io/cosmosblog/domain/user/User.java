package io.cosmosblog.domain.user;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/**
 * A member of the blog. Only the hash of their access token is ever kept, with the moment it was
 * issued (tokens expire: {@link TokenLifetime}). {@code revision} grows with every rename, and only
 * then, so a projection knows a brand-new user has no copies of their name to fix; a new token
 * leaves it alone.
 */
public record User(UserId id, Username username, TokenHash tokenHash, Instant tokenIssuedAt, long revision) {

    /**
     * When a user stored before tokens had an issue date counts as having got theirs: the day the
     * lifetime was introduced, so such tokens expire one lifetime after the upgrade, not at once.
     */
    public static final Instant UNDATED_TOKENS_ISSUED_AT = Instant.parse("2026-11-24T00:00:00Z");

    public User {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(username, "username");
        Objects.requireNonNull(tokenHash, "tokenHash");
        // Stores keep milliseconds: a user read back must equal the one written.
        tokenIssuedAt = Objects.requireNonNull(tokenIssuedAt, "tokenIssuedAt").truncatedTo(ChronoUnit.MILLIS);
        if (revision < 1) {
            throw new IllegalArgumentException("revision starts at 1");
        }
    }

    public static User register(UserId id, Username username, TokenHash tokenHash, Instant tokenIssuedAt) {
        return new User(id, username, tokenHash, tokenIssuedAt, 1);
    }

    public User renamedTo(Username newName) {
        return new User(id, newName, tokenHash, tokenIssuedAt, revision + 1);
    }

    /** The same user acting with another token from now on: every copy of the old one stops working. */
    public User withToken(AccessToken token, Instant issuedAt) {
        if (!token.userId().equals(id)) {
            throw new IllegalArgumentException("a token of " + token.userId() + " given to " + id);
        }
        return new User(id, username, token.hash(), issuedAt, revision);
    }

    /** The same user with no token that anyone holds: every copy of every token stops working. */
    public User signedOutEverywhere(Instant at) {
        return withToken(AccessToken.issueFor(id), at);
    }

    public boolean wasEverRenamed() {
        return revision > 1;
    }
}
