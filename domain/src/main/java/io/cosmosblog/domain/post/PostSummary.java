package io.cosmosblog.domain.post;

import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;
import java.util.Comparator;
import java.util.Objects;

/** The short form of a post kept in a user's post list and in the feed: content cut to 200 characters. */
public record PostSummary(
        PostId postId,
        UserId userId,
        Username userUsername,
        Title title,
        String content,
        long commentCount,
        long likeCount,
        Instant creationDate,
        long revision) {

    public static final int CONTENT_LENGTH = 200;

    /** Newest first; ties broken by id so every listing has one stable order. */
    public static final Comparator<PostSummary> NEWEST_FIRST = Comparator
            .comparing(PostSummary::creationDate).reversed()
            .thenComparing(s -> s.postId().value());

    public PostSummary {
        Objects.requireNonNull(postId, "postId");
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(userUsername, "userUsername");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(creationDate, "creationDate");
        if (content.codePointCount(0, content.length()) > CONTENT_LENGTH) {
            throw new IllegalArgumentException("a summary's content is at most " + CONTENT_LENGTH + " characters");
        }
    }

    /** Whether this copy should replace {@code current} in a view: only a newer revision of the post may. */
    public boolean supersedes(PostSummary current) {
        return revision > current.revision;
    }

    /**
     * Whether a rebuild should write this copy over {@code current}: a copy of the same revision
     * too (it may be damaged), never one of a newer revision the projections wrote meanwhile.
     */
    public boolean repairs(PostSummary current) {
        return revision >= current.revision;
    }
}
