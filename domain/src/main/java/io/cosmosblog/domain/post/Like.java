package io.cosmosblog.domain.post;

import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;
import java.util.Objects;

/** A like: at most one per user and post, so the pair (postId, userId) is its identity. */
public record Like(PostId postId, UserId userId, Username userUsername, long userRevision, Instant creationDate)
        implements Reaction<Like> {

    public Like {
        Objects.requireNonNull(postId, "postId");
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(userUsername, "userUsername");
        Objects.requireNonNull(creationDate, "creationDate");
        if (userRevision < 0) {
            throw new IllegalArgumentException("the liker's revision must not be negative");
        }
    }

    public static Like by(User user, PostId post, Instant now) {
        return new Like(post, user.id(), user.username(), user.revision(), now);
    }

    /** One like per user and post: a like is known by its user. */
    public static String identityOf(UserId user) {
        return user.value();
    }

    @Override
    public String identity() {
        return identityOf(userId);
    }

    @Override
    public Post countedOn(Post post) {
        return post.withOneMoreLike();
    }

    @Override
    public Post uncountedFrom(Post post) {
        return post.withOneLessLike();
    }

    @Override
    public Like withNameOf(User user) {
        return carriesOlderNameOf(user) ? new Like(postId, userId, user.username(), user.revision(), creationDate) : this;
    }
}
