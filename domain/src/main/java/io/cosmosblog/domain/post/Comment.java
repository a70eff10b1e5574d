package io.cosmosblog.domain.post;

import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;
import java.util.Objects;

/** A comment, stored beside its post with a copy of its author's name (Q4 reads no user). */
public record Comment(
        CommentId id, PostId postId, UserId userId, Username userUsername, long userRevision, CommentContent content,
        Instant creationDate)
        implements Reaction<Comment> {

    public Comment {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(postId, "postId");
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(userUsername, "userUsername");
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(creationDate, "creationDate");
        if (userRevision < 0) {
            throw new IllegalArgumentException("the author's revision must not be negative");
        }
    }

    public static Comment by(User author, CommentId id, PostId post, CommentContent content, Instant now) {
        return new Comment(id, post, author.id(), author.username(), author.revision(), content, now);
    }

    /** Each comment is its own: two comments are the same only when they are one request repeated. */
    @Override
    public String identity() {
        return id.value();
    }

    @Override
    public Post countedOn(Post post) {
        return post.withOneMoreComment();
    }

    @Override
    public Post uncountedFrom(Post post) {
        return post.withOneLessComment();
    }

    @Override
    public Comment withNameOf(User user) {
        return carriesOlderNameOf(user) ? new Comment(id, postId, userId, user.username(), user.revision(), content, creationDate) : this;
    }
}
