package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Instant;

/**
 * A reaction as its list holds it: the fewest objects that rebuild it. Its post is the list's,
 * its author's id and name are the very objects the user holds (shared, not copied), and its
 * time is a number rather than an object. Likes and comments are nearly every item of a blog, so
 * what each costs in memory decides how much of the article's data set fits on a machine.
 */
interface CompactReaction<T extends Reaction<T>> {

    /** What tells it apart on its post ({@link Reaction#identity()}). */
    String identity();

    UserId user();

    /** The revision of its author's name ({@link Reaction#userRevision()}). */
    int userRevision();

    /** Whether {@code user} left it and was renamed since: asked without rebuilding the reaction. */
    default boolean carriesOlderNameOf(User author) {
        return user().equals(author.id()) && userRevision() < author.revision();
    }

    /** The reaction, on {@code post}. */
    T on(PostId post);

    /** Nanoseconds since the epoch: exact for every instant from 1678 to 2262. */
    static long nanos(Instant instant) {
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000_000L), instant.getNano());
    }

    static Instant instant(long nanos) {
        return Instant.ofEpochSecond(0, nanos);
    }
}
