package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.container.JournalEntry;
import io.cosmosblog.adapters.inmemory.container.JournalEntry.CommentStored;
import io.cosmosblog.adapters.inmemory.container.JournalEntry.LikeStored;
import io.cosmosblog.adapters.inmemory.container.JournalEntry.Parked;
import io.cosmosblog.adapters.inmemory.container.JournalEntry.PostRemoved;
import io.cosmosblog.adapters.inmemory.container.JournalEntry.PostStored;
import io.cosmosblog.adapters.inmemory.container.JournalEntry.ReactionRemoved;
import io.cosmosblog.adapters.inmemory.container.JournalEntry.Released;
import io.cosmosblog.adapters.inmemory.container.JournalEntry.RenameFinished;
import io.cosmosblog.adapters.inmemory.container.JournalEntry.RenamePending;
import io.cosmosblog.adapters.inmemory.container.JournalEntry.UserRemoved;
import io.cosmosblog.adapters.inmemory.container.JournalEntry.UserStored;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Turns journal entries into SQL rows on the writer's connection, one prepared statement per kind.
 * Every entry is the latest version of what it names, so writing is an upsert (or a delete) and writing an entry
 * twice changes nothing. An entry's statements run in the journal's transaction, so a deleted post
 * goes with every comment and like on it, or not at all.
 */
final class JournalEntryWriter implements AutoCloseable {

    private final PreparedStatement user;
    private final PreparedStatement post;
    private final PreparedStatement comment;
    private final PreparedStatement like;
    private final PreparedStatement commentRemoved;
    private final PreparedStatement likeRemoved;
    private final PreparedStatement postRemoved;
    private final PreparedStatement commentsOfPostRemoved;
    private final PreparedStatement likesOfPostRemoved;
    private final PreparedStatement userRemoved;
    private final PreparedStatement renameOfUserRemoved;
    private final PreparedStatement renamePending;
    private final PreparedStatement renameFinished;
    private final PreparedStatement parked;
    private final PreparedStatement erasureBegun;
    private final PreparedStatement erasureFinished;
    private final PreparedStatement released;

    JournalEntryWriter(Connection connection) throws SQLException {
        user = connection.prepareStatement(
                "INSERT OR REPLACE INTO users (user_id, username, token_hash, revision, token_issued_at) VALUES (?, ?, ?, ?, ?)");
        post = connection.prepareStatement("INSERT OR REPLACE INTO posts (post_id, user_id, username, title, content,"
                + " comment_count, like_count, creation_date, revision, user_revision) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        comment = connection.prepareStatement("INSERT OR REPLACE INTO comments (post_id, seq, comment_id, user_id,"
                + " username, content, creation_date, user_revision) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        like = connection.prepareStatement("INSERT OR REPLACE INTO likes (post_id, seq, user_id, username, creation_date,"
                + " user_revision) VALUES (?, ?, ?, ?, ?, ?)");
        commentRemoved = connection.prepareStatement("DELETE FROM comments WHERE post_id = ? AND comment_id = ?");
        likeRemoved = connection.prepareStatement("DELETE FROM likes WHERE post_id = ? AND user_id = ?");
        postRemoved = connection.prepareStatement("DELETE FROM posts WHERE post_id = ?");
        commentsOfPostRemoved = connection.prepareStatement("DELETE FROM comments WHERE post_id = ?");
        likesOfPostRemoved = connection.prepareStatement("DELETE FROM likes WHERE post_id = ?");
        userRemoved = connection.prepareStatement("DELETE FROM users WHERE user_id = ?");
        renameOfUserRemoved = connection.prepareStatement("DELETE FROM pending_renames WHERE user_id = ?");
        renamePending = connection.prepareStatement(
                "INSERT OR REPLACE INTO pending_renames (user_id, revision) VALUES (?, ?)");
        renameFinished = connection.prepareStatement("DELETE FROM pending_renames WHERE user_id = ? AND revision <= ?");
        parked = connection.prepareStatement("INSERT OR REPLACE INTO parked (kind, change_id, error, attempts, parked_at)"
                + " VALUES (?, ?, ?, ?, ?)");
        released = connection.prepareStatement("DELETE FROM parked WHERE kind = ? AND change_id = ?");
        erasureBegun = connection.prepareStatement("INSERT OR REPLACE INTO " + Schema.ERASURES + " (user_id) VALUES (?)");
        erasureFinished = connection.prepareStatement("DELETE FROM " + Schema.ERASURES + " WHERE user_id = ?");
    }

    void write(JournalEntry entry) throws SQLException {
        if (entry instanceof UserStored r) {
            user(r.user());
        } else if (entry instanceof PostStored r) {
            post(r.post());
        } else if (entry instanceof CommentStored r) {
            comment(r.comment(), r.seq());
        } else if (entry instanceof LikeStored r) {
            like(r.like(), r.seq());
        } else if (entry instanceof ReactionRemoved r) {
            removed(r.reaction());
        } else if (entry instanceof PostRemoved r) {
            postRemoved(r);
        } else if (entry instanceof UserRemoved r) {
            run(userRemoved, r.user().value());
            run(renameOfUserRemoved, r.user().value());
        } else if (entry instanceof RenamePending r) {
            run(renamePending, r.user().value(), r.revision());
        } else if (entry instanceof RenameFinished r) {
            run(renameFinished, r.user().value(), r.revision());
        } else if (entry instanceof Parked r) {
            run(parked, r.parked().change().kind().name(), r.parked().change().id(), r.parked().error(),
                    r.parked().attempts(), r.parked().parkedAt().toEpochMilli());
        } else if (entry instanceof Released r) {
            run(released, r.change().kind().name(), r.change().id());
        } else if (entry instanceof JournalEntry.ErasureBegun r) {
            run(erasureBegun, r.user().value());
        } else if (entry instanceof JournalEntry.ErasureFinished r) {
            run(erasureFinished, r.user().value());
        }
    }

    private void user(User u) throws SQLException {
        run(user, u.id().value(), u.username().value(), u.tokenHash().value(), u.revision(), u.tokenIssuedAt().toEpochMilli());
    }

    private void post(Post p) throws SQLException {
        run(post, p.id().value(), p.userId().value(), p.userUsername().value(), p.title().value(), p.content().value(),
                p.commentCount(), p.likeCount(), p.creationDate().toEpochMilli(), p.revision(), p.userRevision());
    }

    private void comment(Comment c, int seq) throws SQLException {
        run(comment, c.postId().value(), seq, c.id().value(), c.userId().value(), c.userUsername().value(),
                c.content().value(), c.creationDate().toEpochMilli(), c.userRevision());
    }

    private void like(Like l, int seq) throws SQLException {
        run(like, l.postId().value(), seq, l.userId().value(), l.userUsername().value(), l.creationDate().toEpochMilli(),
                l.userRevision());
    }

    /** By the reaction's key (its post and identity), as it was written: a repeat deletes nothing. */
    private void removed(Reaction<?> reaction) throws SQLException {
        if (reaction instanceof Comment c) {
            run(commentRemoved, c.postId().value(), c.id().value());
        } else if (reaction instanceof Like l) {
            run(likeRemoved, l.postId().value(), l.userId().value());
        }
    }

    /** Its reactions first, then the post: every statement in the same transaction, so the order only reads well. */
    private void postRemoved(PostRemoved entry) throws SQLException {
        String id = entry.post().id().value();
        run(commentsOfPostRemoved, id);
        run(likesOfPostRemoved, id);
        run(postRemoved, id);
    }

    private static void run(PreparedStatement statement, Object... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            statement.setObject(i + 1, values[i]);
        }
        statement.executeUpdate();
    }

    @Override
    public void close() throws SQLException {
        for (PreparedStatement statement : new PreparedStatement[] {user, post, comment, like, commentRemoved, likeRemoved,
                postRemoved, commentsOfPostRemoved, likesOfPostRemoved, userRemoved, renameOfUserRemoved, renamePending,
                renameFinished, parked, released, erasureBegun, erasureFinished}) {
            statement.close();
        }
    }
}
