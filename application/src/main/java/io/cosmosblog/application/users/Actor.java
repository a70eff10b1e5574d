package io.cosmosblog.application.users;

import io.cosmosblog.domain.user.User;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * Who a command acts as, and when their token was read ({@link System#nanoTime()}, taken before the
 * read): a write that commits soon after, with no revocation of theirs in between, need not read it
 * again ({@link Revocations}). Without that moment, every commit reads the token again.
 */
public record Actor(User user, OptionalLong authenticatedAtNanos) {

    public Actor {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(authenticatedAtNanos, "authenticatedAtNanos");
    }

    public static Actor authenticatedAt(User user, long nanos) {
        return new Actor(user, OptionalLong.of(nanos));
    }

    /** A user handed in without their token's read: a test's, an operator's. */
    public static Actor atAnUnknownTime(User user) {
        return new Actor(user, OptionalLong.empty());
    }
}
