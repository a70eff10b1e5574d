package io.cosmosblog.adapters.inmemory.local;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/**
 * Deletes damaged rows by their keys, a NULL key included, in the caller's transaction. A comment
 * or like deleted from a post that stays is uncounted on it, as taking it back would: the models
 * that keep counts (V2, V3) would otherwise show one too many; in V1 the counts stay 0.
 */
final class DamagedRowDeletion {

    private static final Map<String, String> COUNT_OF = Map.of("comments", "comment_count", "likes", "like_count");

    private DamagedRowDeletion() {
    }

    static void delete(Connection connection, List<DamagedRow> rows) throws SQLException {
        for (DamagedRow row : rows) {
            if (deleted(connection, row) && COUNT_OF.containsKey(row.table())) {
                uncount(connection, COUNT_OF.get(row.table()), row.keyValues().get(row.keyColumns().indexOf("post_id")));
            }
        }
    }

    private static boolean deleted(Connection connection, DamagedRow row) throws SQLException {
        StringBuilder where = new StringBuilder();
        for (String column : row.keyColumns()) {
            where.append(where.isEmpty() ? "" : " AND ").append(column).append(" IS ?"); // IS: NULL matches NULL
        }
        // Table and column names are this store's own (StoreReader's), never read from the file.
        try (PreparedStatement statement = connection.prepareStatement("DELETE FROM " + row.table() + " WHERE " + where)) {
            for (int i = 0; i < row.keyValues().size(); i++) {
                statement.setString(i + 1, row.keyValues().get(i));
            }
            return statement.executeUpdate() > 0;
        }
    }

    private static void uncount(Connection connection, String count, String post) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement("UPDATE posts SET " + count + " = " + count + " - 1"
                + " WHERE post_id = ? AND " + count + " > 0")) {
            statement.setString(1, post);
            statement.executeUpdate();
        }
    }
}
