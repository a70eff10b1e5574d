package io.cosmosblog.application.storage;

import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import java.util.Optional;

/**
 * A post's comments, or its likes: kept with the post, so that adding one and counting it on the
 * post is one atomic step. One shape for both; what tells two of them apart is the domain's
 * {@link Reaction#identity()}.
 */
public interface Reactions<T extends Reaction<T>> {

    enum Added { ADDED, ALREADY_THERE, NO_SUCH_POST }

    enum Removed { REMOVED, NOT_THERE, NO_SUCH_POST }

    /**
     * Stores the reaction and counts it on its post, atomically. One with the same identity there
     * already changes nothing and says so; a missing post changes nothing either.
     */
    Added add(T reaction);

    /**
     * Takes back the reaction with this identity on {@code post} and uncounts it on the post,
     * atomically. One not there (never added, or taken back already) changes nothing and says so,
     * so a repeat never uncounts twice; a missing post changes nothing either.
     */
    Removed remove(PostId post, String identity);

    /** The reaction with this identity on {@code post}, if any: one point read. */
    Optional<T> find(PostId post, String identity);

    /** Oldest first. */
    Page<T> on(PostId post, PageRequest page);
}
