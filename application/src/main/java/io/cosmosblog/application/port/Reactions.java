package io.cosmosblog.application.port;

import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

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
     * Stores reactions of one post that are new to it, in their order, each counted on it, in as
     * few atomic steps as the store allows (a copy writes a post's comments or likes so), and
     * answers how many were stored: always the first ones. The step that meets one there already,
     * or no such post, stores none of its own and ends the call; the caller adds what is left one
     * by one. By default one step each, as {@link #add} takes them.
     */
    default int addAll(PostId post, List<T> reactions) {
        int added = 0;
        for (T reaction : reactions) {
            if (!reaction.postId().equals(post)) {
                throw new IllegalArgumentException("a reaction on " + reaction.postId().value() + " among " + post.value() + "'s");
            }
            if (add(reaction) != Added.ADDED) {
                return added;
            }
            added++;
        }
        return added;
    }

    /**
     * Takes back the reaction with this identity on {@code post} and uncounts it on the post,
     * atomically. One not there (never added, or taken back already) changes nothing and says so,
     * so a repeat never uncounts twice; a missing post changes nothing either.
     */
    Removed remove(PostId post, String identity);

    /** The reaction with this identity on {@code post}, if any: one point read. */
    Optional<T> find(PostId post, String identity);

    /**
     * Hands every reaction of {@code user}'s, on any post, to {@code visitor}: what an erasure
     * takes back. A query across every post on a store that keeps reactions with their post.
     */
    void forEachBy(UserId user, Consumer<T> visitor);

    /** Oldest first. */
    Page<T> on(PostId post, PageRequest page);
}
