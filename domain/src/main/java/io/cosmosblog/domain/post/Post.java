package io.cosmosblog.domain.post;

import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;
import java.util.Objects;

/**
 * A post with the denormalized author name and counters the article keeps on it, so that one
 * point read answers Q2. {@code revision} grows with every change, so a projection can tell an
 * older copy from a newer one whatever order changes arrive in. {@code userRevision} is the
 * author's revision the name was copied at (0: stored before copies kept it), so a rename
 * delivered late never writes an older name over a newer one.
 */
public record Post(
        PostId id,
        UserId userId,
        Username userUsername,
        long userRevision,
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
        if (commentCount < 0 || likeCount < 0 || userRevision < 0 || revision < 1) {
            throw new IllegalArgumentException("counts and the author's revision must not be negative, and revision starts at 1");
        }
    }

    public static Post write(PostId id, User author, Title title, PostContent content, Instant now) {
        return new Post(id, author.id(), author.username(), author.revision(), title, content, 0, 0, now, 1);
    }

    public boolean isWrittenBy(UserId user) {
        return userId.equals(user);
    }

    public Post edited(Title newTitle, PostContent newContent) {
        return new Post(id, userId, userUsername, userRevision, newTitle, newContent, commentCount, likeCount, creationDate, revision + 1);
    }

    public Post withOneMoreComment() {
        return new Post(id, userId, userUsername, userRevision, title, content, commentCount + 1, likeCount, creationDate, revision + 1);
    }

    public Post withOneMoreLike() {
        return new Post(id, userId, userUsername, userRevision, title, content, commentCount, likeCount + 1, creationDate, revision + 1);
    }

    /** One comment fewer: a taken back comment is still a change, so the revision grows. */
    public Post withOneLessComment() {
        return new Post(id, userId, userUsername, userRevision, title, content, commentCount - 1, likeCount, creationDate, revision + 1);
    }

    /** One like fewer: a taken back like is still a change, so the revision grows. */
    public Post withOneLessLike() {
        return new Post(id, userId, userUsername, userRevision, title, content, commentCount, likeCount - 1, creationDate, revision + 1);
    }

    /**
     * The post once deleted. Its revision passes every version of it a view may hold: in V1 the
     * revision read counts its reactions and its author's renames on top of the stored one
     * ({@link #lookedUp}), so the delete takes the one read, which is never lower.
     */
    public DeletedPost deleted() {
        return new DeletedPost(id, userId, creationDate, revision + 1);
    }

    /** Whether {@code user} is the author and was renamed since the name here was copied. */
    public boolean carriesOlderNameOf(User user) {
        return isWrittenBy(user.id()) && userRevision < user.revision();
    }

    /** The post with its author's newer name (a new revision); itself when the name here is as new or newer. */
    public Post withNameOf(User user) {
        if (!carriesOlderNameOf(user)) {
            return this;
        }
        return new Post(id, userId, user.username(), user.revision(), title, content, commentCount, likeCount, creationDate,
                revision + 1);
    }

    /**
     * This post as stored where nothing is copied onto it (the normalized design, V1: no counts,
     * a name nobody reads), completed with what is looked up when it is read: its author as they
     * are now and its counted comments and likes. The revision moves with everything shown, as
     * where all of it is stored: each edit (kept here), each comment and like, each rename of the
     * author since the post was written, each comment and like taken back (kept here, {@link
     * #withOneTakenBackUncounted}).
     */
    public Post lookedUp(User author, long comments, long likes) {
        if (!isWrittenBy(author.id())) {
            throw new IllegalArgumentException("post " + id.value() + " was not written by " + author.id().value());
        }
        long renames = Math.max(0, author.revision() - userRevision);
        return new Post(id, userId, author.username(), author.revision(), title, content, comments, likes, creationDate,
                revision + comments + likes + renames);
    }

    /**
     * This post as stored where nothing is counted on it (V1), once one of its comments or likes
     * is taken back: that reaction no longer adds its one to the revision {@link #lookedUp} reads,
     * so the stored revision takes two, and the post as read moves forward by one, as a post
     * that counts ({@link #withOneLessComment}, {@link #withOneLessLike}) does.
     */
    public Post withOneTakenBackUncounted() {
        return new Post(id, userId, userUsername, userRevision, title, content, commentCount, likeCount, creationDate, revision + 2);
    }

    /**
     * This post as it was before its comments and likes were counted: what a copy stores before
     * it adds them again, each counted on it as it goes, back to this post's counts and revision.
     */
    public Post beforeReactions() {
        return new Post(id, userId, userUsername, userRevision, title, content, 0, 0, creationDate,
                Math.max(1, revision - commentCount - likeCount));
    }

    public PostSummary summary() {
        return new PostSummary(id, userId, userUsername, title, content.excerpt(), commentCount, likeCount, creationDate, revision);
    }
}
