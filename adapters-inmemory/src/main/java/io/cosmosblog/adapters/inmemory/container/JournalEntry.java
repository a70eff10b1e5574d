package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.application.port.ChangedEntity;
import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.Objects;

/**
 * One entry the journal commits: the latest version of something memory changed, or the end of
 * something pending. Entries say what, in the blog's words; the local store alone turns them into SQL rows.
 */
public sealed interface JournalEntry {

    /** A user as it now is. */
    record UserStored(User user) implements JournalEntry {
    }

    /** A post as it now is, counters and revision included. */
    record PostStored(Post post) implements JournalEntry {
    }

    /** A comment at its position among its post's comments. */
    record CommentStored(Comment comment, int seq) implements JournalEntry {
    }

    /** A like at its position among its post's likes. */
    record LikeStored(Like like, int seq) implements JournalEntry {
    }

    /** A comment or like taken back from {@code seq}: its row goes, the other positions stay. */
    record ReactionRemoved(Reaction<?> reaction, int seq) implements JournalEntry {
    }

    /**
     * A post deleted: its row and every comment and like on it go as one unit, so no restart finds
     * a post without the reactions it counts, or a reaction on no post.
     */
    record PostRemoved(DeletedPost post) implements JournalEntry {

        public PostRemoved {
            Objects.requireNonNull(post, "post");
        }
    }

    /** A user deleted, and with their row their token: what they wrote was deleted before ({@code EraseUserContent}). */
    record UserRemoved(UserId user) implements JournalEntry {

        public UserRemoved {
            Objects.requireNonNull(user, "user");
        }
    }

    /** A user renamed to {@code revision} whose name has not yet reached every copy: finished after a restart if need be. */
    record RenamePending(UserId user, long revision) implements JournalEntry {
    }

    /** The copies of a user's name are up to {@code revision}: what was pending up to it is done. */
    record RenameFinished(UserId user, long revision) implements JournalEntry {
    }

    /** An erasure of {@code user} begun: finished after a restart if it was cut short. */
    record ErasureBegun(UserId user) implements JournalEntry {
    }

    /** The erasure of {@code user} finished: its mark goes. */
    record ErasureFinished(UserId user) implements JournalEntry {
    }

    /** A change whose projection kept failing, set aside. */
    record Parked(ParkedChange parked) implements JournalEntry {
    }

    /** A parked change projected after all. */
    record Released(ChangedEntity change) implements JournalEntry {
    }
}
