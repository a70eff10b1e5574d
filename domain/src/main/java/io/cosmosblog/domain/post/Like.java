package io.cosmosblog.domain.post;

import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;
import java.util.Objects;

/** A like: at most one per user and post, so the pair (postId, userId) is its identity. */
public record Like(PostId postId, UserId userId, Username userUsername, Instant creationDate) implements Reaction<Like> {

    public Like {
        Objects.requireNonNull(postId, "postId");
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(userUsername, "userUsername");
        Objects.requireNonNull(creationDate, "creationDate");
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
    public Like withAuthorName(Username name) {
        return new Like(postId, userId, name, creationDate);
    }
}
