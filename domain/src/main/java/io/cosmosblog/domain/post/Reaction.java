package io.cosmosblog.domain.post;

import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;

/**
 * What a reader leaves on a post, a comment or a like: kept beside the post, counted on it,
 * listed oldest first, and carrying a copy of its author's name that a rename rewrites.
 */
public interface Reaction<T extends Reaction<T>> {

    PostId postId();

    UserId userId();

    Username userUsername();

    /** The author's revision the name here was copied at: 0 for reactions stored before copies kept it. */
    long userRevision();

    Instant creationDate();

    /** What makes two reactions on one post the same one: a second with the same identity is not added. */
    String identity();

    /** The post with this reaction counted on it. */
    Post countedOn(Post post);

    /** The post with this reaction no longer counted on it, as it is taken back. */
    Post uncountedFrom(Post post);

    /** Whether {@code user} left this and was renamed since the name here was copied. */
    default boolean carriesOlderNameOf(User user) {
        return userId().equals(user.id()) && userRevision() < user.revision();
    }

    /** This reaction with its author's newer name; itself when the name here is as new or newer. */
    T withNameOf(User user);
}
