package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the damaged rows of a data directory that a start refuses to load (a value the domain
 * refuses, a comment or like whose post is missing or damaged), and deletes them when asked, with
 * no service running on it. Deleting, rather than skipping them at every start, leaves no text
 * behind where nothing reads it and so no erasure reaches it: the rows are overwritten
 * ({@code secure_delete}) and the write-ahead log emptied. A backup taken first keeps them.
 */
public final class Repair {

    /** The damaged rows found, and whether they were deleted. */
    public record Result(Path directory, List<DamagedRow> damaged, boolean deleted) {
    }

    private Repair() {
    }

    public static Result run(Path directory, boolean delete) {
        Path path = directory.toAbsolutePath().normalize();
        DataModel model = DiskStore.modelIn(path).orElseThrow(() -> new DataDirectoryException(path, "holds no "
                + DataDirectory.DATABASE + ": nothing to repair"));
        try (DataDirectory opened = DataDirectory.open(path, model); Connection connection = opened.connection()) {
            List<DamagedRow> damaged = new ArrayList<>();
            StoreReader.read(connection, new ReactionsWithoutPost(damaged), damaged::add);
            if (!delete || damaged.isEmpty()) {
                connection.rollback();
                return new Result(path, List.copyOf(damaged), false);
            }
            for (DamagedRow row : damaged) {
                deleteRow(connection, row);
            }
            connection.commit();
            connection.setAutoCommit(true);
            try (Statement statement = connection.createStatement()) {
                statement.execute("PRAGMA wal_checkpoint(TRUNCATE)"); // what was deleted leaves the log too
            }
            return new Result(path, List.copyOf(damaged), true);
        } catch (SQLException e) {
            throw new DataDirectoryException(path, "has a " + DataDirectory.DATABASE + " that cannot be repaired: " + e.getMessage(), e);
        }
    }

    private static void deleteRow(Connection connection, DamagedRow row) throws SQLException {
        StringBuilder where = new StringBuilder();
        for (String column : row.keyColumns()) {
            where.append(where.isEmpty() ? "" : " AND ").append(column).append(" = ?");
        }
        // Table and column names are this store's own (StoreReader's), never read from the file.
        try (PreparedStatement statement = connection.prepareStatement("DELETE FROM " + row.table() + " WHERE " + where)) {
            for (int i = 0; i < row.keyValues().size(); i++) {
                statement.setString(i + 1, row.keyValues().get(i));
            }
            statement.executeUpdate();
        }
    }

    /** Reads every row for nothing but this: a comment or like whose post was not read (missing, or damaged itself). */
    private static final class ReactionsWithoutPost implements StoreReader.Visitor {

        private final List<DamagedRow> damaged;
        private final Set<String> posts = new HashSet<>();

        ReactionsWithoutPost(List<DamagedRow> damaged) {
            this.damaged = damaged;
        }

        @Override
        public void user(User user) {
        }

        @Override
        public void post(Post post) {
            posts.add(post.id().value());
        }

        @Override
        public void comment(Comment comment, int seq) {
            if (!posts.contains(comment.postId().value())) {
                damaged.add(DamagedRow.withoutPost(comment));
            }
        }

        @Override
        public void like(Like like, int seq) {
            if (!posts.contains(like.postId().value())) {
                damaged.add(DamagedRow.withoutPost(like));
            }
        }

        @Override
        public void pendingRename(UserId user) {
        }

        @Override
        public void parked(ParkedChange parked) {
        }
    }
}
