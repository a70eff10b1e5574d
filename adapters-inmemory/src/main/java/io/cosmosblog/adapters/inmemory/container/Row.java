package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.application.storage.ChangedEntity;
import io.cosmosblog.application.storage.ParkedChange;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.Objects;

/**
 * One row the journal writes: the latest version of something memory changed, or the end of
 * something pending. Rows say what, in the blog's words; the local store alone turns them into SQL.
 */
public sealed interface Row {

    /** A user as it now is. */
    record UserRow(User user) implements Row {
    }

    /** A post as it now is, counters and revision included. */
    record PostRow(Post post) implements Row {
    }

    /** A comment at its position among its post's comments. */
    record CommentRow(Comment comment, int seq) implements Row {
    }

    /** A like at its position among its post's likes. */
    record LikeRow(Like like, int seq) implements Row {
    }

    /** A comment or like taken back from {@code seq}: its row goes, the other positions stay. */
    record ReactionRemoved(Reaction<?> reaction, int seq) implements Row {
    }

    /**
     * A post deleted: its row and every comment and like on it go as one unit, so no restart finds
     * a post without the reactions it counts, or a reaction on no post.
     */
    record PostRemoved(DeletedPost post) implements Row {

        public PostRemoved {
            Objects.requireNonNull(post, "post");
        }
    }

    /** A user deleted, and with their row their token: what they wrote was deleted before ({@code EraseUserContent}). */
    record UserRemoved(UserId user) implements Row {

        public UserRemoved {
            Objects.requireNonNull(user, "user");
        }
    }

    /** A user renamed to {@code revision} whose name has not yet reached every copy: finished after a restart if need be. */
    record RenamePending(UserId user, long revision) implements Row {
    }

    /** The copies of a user's name are up to {@code revision}: what was pending up to it is done. */
    record RenameFinished(UserId user, long revision) implements Row {
    }

    /** A change whose projection kept failing, set aside. */
    record Parked(ParkedChange parked) implements Row {
    }

    /** A parked change projected after all. */
    record Released(ChangedEntity change) implements Row {
    }

    /** A comment or a like at {@code seq}, as the row of its kind. */
    static Row reaction(Reaction<?> reaction, int seq) {
        if (reaction instanceof Comment comment) {
            return new CommentRow(comment, seq);
        }
        if (reaction instanceof Like like) {
            return new LikeRow(like, seq);
        }
        throw new IllegalArgumentException("no row for " + reaction.getClass());
    }
}
