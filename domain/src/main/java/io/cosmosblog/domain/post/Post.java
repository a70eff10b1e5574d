package io.cosmosblog.domain.post;

import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;
import java.util.Objects;

/**
 * A post with the denormalized author name and counters the article keeps on it, so that one
 * point read answers Q2. {@code revision} grows with every change, so a projection can tell an
 * older copy from a newer one whatever order changes arrive in.
 */
public record Post(
        PostId id,
        UserId userId,
        Username userUsername,
        Title title,
        PostContent content,
        long commentCount,
        long likeCount,
        Instant creationDate,
        long revision) {

    public Post {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(userUsername, "userUsername");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(creationDate, "creationDate");
        if (commentCount < 0 || likeCount < 0 || revision < 1) {
            throw new IllegalArgumentException("counts must not be negative and revision starts at 1");
        }
    }

    public static Post write(PostId id, UserId author, Username authorName, Title title, PostContent content, Instant now) {
        return new Post(id, author, authorName, title, content, 0, 0, now, 1);
    }

    public boolean isWrittenBy(UserId user) {
        return userId.equals(user);
    }

    public Post edited(Title newTitle, PostContent newContent) {
        return new Post(id, userId, userUsername, newTitle, newContent, commentCount, likeCount, creationDate, revision + 1);
    }

    public Post withOneMoreComment() {
        return new Post(id, userId, userUsername, title, content, commentCount + 1, likeCount, creationDate, revision + 1);
    }

    public Post withOneMoreLike() {
        return new Post(id, userId, userUsername, title, content, commentCount, likeCount + 1, creationDate, revision + 1);
    }

    public Post withAuthorName(Username name) {
        return new Post(id, userId, name, title, content, commentCount, likeCount, creationDate, revision + 1);
    }

    public PostSummary summary() {
        return new PostSummary(id, userId, userUsername, title, content.excerpt(), commentCount, likeCount, creationDate, revision);
    }
}
