package io.cosmosblog.application.storage;

import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;

/** The likes on each post: at most one per user, kept with the post and counted atomically. */
public interface Likes {

    enum Outcome { LIKED, ALREADY_LIKED, NO_SUCH_POST }

    /**
     * Stores the like and adds one to its post's {@code likeCount}, atomically; a repeat by the
     * same user changes nothing and says so.
     */
    Outcome add(Like like);

    /** The like {@code user} gave {@code post}, if any: one point read. */
    Optional<Like> of(PostId post, UserId user);

    /** Oldest first. */
    Page<Like> on(PostId post, PageRequest page);
}
