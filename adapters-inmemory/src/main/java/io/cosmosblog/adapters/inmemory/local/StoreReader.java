package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.application.port.ChangedEntity;
import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.TokenHash;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads every stored row back, once, at start: the whole store lives in memory, so loading is
 * one scan of each table rather than lookups as requests come. Reactions arrive in their order on
 * their post, every post before its reactions. A row that cannot be read back (a value the domain
 * refuses) is a {@link DamagedRow}, named by its table and key.
 */
public final class StoreReader {

    /** Whoever rebuilds memory from the rows, row by row, so the rows are never all held twice. */
    public interface Visitor {
        void user(User user);

        void post(Post post);

        /** After its post, in the order of its post's comments; {@code seq} its position, past any taken back. */
        void comment(Comment comment, int seq);

        /** After its post, in the order of its post's likes; {@code seq} its position, past any taken back. */
        void like(Like like, int seq);

        void pendingRename(UserId user);

        void parked(ParkedChange parked);
    }

    /** How many of each the store holds. */
    public record Counts(long users, long posts, long comments, long likes) {

        @Override
        public String toString() {
            return String.format("%,d users, %,d posts, %,d comments, %,d likes", users, posts, comments, likes);
        }

        public long items() {
            return users + posts + comments + likes;
        }
    }

    private StoreReader() {
    }

    /** What becomes of a damaged row: a start stops at it, naming it; a repair lists it and goes on. */
    interface Damage {
        void found(DamagedRow row);
    }

    /** Every row to {@code visitor}; the first damaged one stops the load with a {@link DamagedRowException} naming it. */
    static Counts read(Connection connection, Visitor visitor) throws SQLException {
        return read(connection, visitor, row -> {
            throw new DamagedRowException(row);
        });
    }

    /** Every row that can be read to {@code visitor}, every one that cannot to {@code damage}. */
    static Counts read(Connection connection, Visitor visitor, Damage damage) throws SQLException {
        long[] counts = new long[4];
        scan(connection, "users", List.of("user_id"), "SELECT user_id, username, token_hash, revision, token_issued_at FROM users",
                row -> {
                    long issuedAt = row.getLong(5);
                    boolean undated = row.wasNull(); // asked at once: wasNull() answers for the last column read
                    return new User(new UserId(row.getString(1)), new Username(row.getString(2)), new TokenHash(row.getString(3)),
                            undated ? User.UNDATED_TOKENS_ISSUED_AT : Instant.ofEpochMilli(issuedAt), row.getLong(4));
                }, user -> {
                    visitor.user(user);
                    counts[0]++;
                }, damage);
        scan(connection, "posts", List.of("post_id"), "SELECT post_id, user_id, username, title, content, comment_count, like_count,"
                + " creation_date, revision, user_revision FROM posts", row -> new Post(new PostId(row.getString(1)),
                        new UserId(row.getString(2)), new Username(row.getString(3)), row.getLong(10), new Title(row.getString(4)),
                        new PostContent(row.getString(5)), row.getLong(6), row.getLong(7), Instant.ofEpochMilli(row.getLong(8)),
                        row.getLong(9)), post -> {
                            visitor.post(post);
                            counts[1]++;
                        }, damage);
        scan(connection, "comments", List.of("post_id", "comment_id"), "SELECT comment_id, post_id, user_id, username, content,"
                + " creation_date, user_revision, seq FROM comments ORDER BY post_id, seq", row -> new Positioned<>(
                        new Comment(new CommentId(row.getString(1)), new PostId(row.getString(2)), new UserId(row.getString(3)),
                                new Username(row.getString(4)), row.getLong(7), new CommentContent(row.getString(5)),
                                Instant.ofEpochMilli(row.getLong(6))), row.getInt(8)), comment -> {
                                    visitor.comment(comment.reaction(), comment.seq());
                                    counts[2]++;
                                }, damage);
        scan(connection, "likes", List.of("post_id", "user_id"), "SELECT post_id, user_id, username, creation_date, user_revision,"
                + " seq FROM likes ORDER BY post_id, seq", row -> new Positioned<>(new Like(new PostId(row.getString(1)),
                        new UserId(row.getString(2)), new Username(row.getString(3)), row.getLong(5),
                        Instant.ofEpochMilli(row.getLong(4))), row.getInt(6)), like -> {
                            visitor.like(like.reaction(), like.seq());
                            counts[3]++;
                        }, damage);
        scan(connection, "pending_renames", List.of("user_id"), "SELECT user_id FROM pending_renames",
                row -> new UserId(row.getString(1)), visitor::pendingRename, damage);
        scan(connection, "parked", List.of("kind", "change_id"), "SELECT kind, change_id, error, attempts, parked_at FROM parked",
                row -> new ParkedChange(new ChangedEntity(ChangedEntity.Kind.valueOf(row.getString(1)), row.getString(2)),
                        row.getString(3), row.getInt(4), Instant.ofEpochMilli(row.getLong(5))), visitor::parked, damage);
        return new Counts(counts[0], counts[1], counts[2], counts[3]);
    }

    /** A comment or like with its position on its post. */
    private record Positioned<T>(T reaction, int seq) {
    }

    /** Counts only: what a backup reports. */
    static Counts count(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("SELECT (SELECT count(*) FROM users), (SELECT count(*) FROM posts),"
                        + " (SELECT count(*) FROM comments), (SELECT count(*) FROM likes)")) {
            row.next();
            return new Counts(row.getLong(1), row.getLong(2), row.getLong(3), row.getLong(4));
        }
    }

    /** One row as what it stands for; a value the domain refuses throws. */
    private interface RowReader<T> {
        T read(ResultSet row) throws SQLException;
    }

    /**
     * Each row of {@code query} read by {@code reader} and handed to {@code visit}; a row the reader
     * cannot read (a NULL key included: no id takes one) goes to {@code damage}, named by {@code table}
     * and its {@code keys} (columns of the query). Only the reading is blamed on the row: what {@code visit} throws is its own.
     */
    private static <T> void scan(Connection connection, String table, List<String> keys, String query, RowReader<T> reader,
            Consumer<T> visit, Damage damage) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(query)) {
            while (rows.next()) {
                T read;
                try {
                    read = reader.read(rows);
                } catch (RuntimeException refused) {
                    List<String> values = new ArrayList<>();
                    for (String key : keys) {
                        values.add(rows.getString(key));
                    }
                    damage.found(values.contains(null) ? DamagedRow.nullKey(table, keys, values)
                            : DamagedRow.unreadable(table, keys, values, refused));
                    continue;
                }
                visit.accept(read);
            }
        }
    }
}
