package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.application.port.DataModel;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;

/**
 * The tables of {@code blog.db}: the source of truth only (users, posts, comments, likes), what is
 * pending (renames not yet projected, parked changes), and a meta table that marks the file as
 * ours with its schema version. The views are not stored: they are rebuilt at every start. Typed
 * columns, times in milliseconds since the epoch; {@code seq} is a reaction's position in its post.
 * Version 2 added {@code users.token_issued_at} (a version 1 file's users' tokens count as issued
 * at {@code User.UNDATED_TOKENS_ISSUED_AT}, read as null); version 3 added {@code user_revision} to
 * posts, comments and likes (0 in older files: copies of the oldest name); version 4 records the
 * data model the store was created with ({@code data_model} in meta: older files hold V3's, the
 * only one there was), so that no build reads a store as a model it was not written in. An older
 * file is upgraded in place, in one transaction, when opened to write; a read-only look reads it
 * as it is. A deleted post or user takes its
 * rows with it and leaves no mark (the views, which must not bring it back, are rebuilt from what
 * is left), so deletes need no new version: any build of version 4 reads a store that has seen
 * them. The tables are the same in every model: in V1 a post's counts stay 0 and the names stored
 * beside posts, comments and likes are those at writing, which V1 never reads.
 */
final class Schema {

    static final int VERSION = 4;
    static final String MARKER = "cosmos-blog data directory";

    private static final List<String> TABLES = List.of(
            "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
            "CREATE TABLE users (user_id TEXT PRIMARY KEY, username TEXT NOT NULL, token_hash TEXT NOT NULL,"
                    + " revision INTEGER NOT NULL, token_issued_at INTEGER)",
            "CREATE TABLE posts (post_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, username TEXT NOT NULL,"
                    + " title TEXT NOT NULL, content TEXT NOT NULL, comment_count INTEGER NOT NULL,"
                    + " like_count INTEGER NOT NULL, creation_date INTEGER NOT NULL, revision INTEGER NOT NULL,"
                    + " user_revision INTEGER NOT NULL DEFAULT 0)",
            "CREATE TABLE comments (post_id TEXT NOT NULL, seq INTEGER NOT NULL, comment_id TEXT NOT NULL,"
                    + " user_id TEXT NOT NULL, username TEXT NOT NULL, content TEXT NOT NULL,"
                    + " creation_date INTEGER NOT NULL, user_revision INTEGER NOT NULL DEFAULT 0,"
                    + " PRIMARY KEY (post_id, comment_id))",
            "CREATE TABLE likes (post_id TEXT NOT NULL, seq INTEGER NOT NULL, user_id TEXT NOT NULL,"
                    + " username TEXT NOT NULL, creation_date INTEGER NOT NULL, user_revision INTEGER NOT NULL DEFAULT 0,"
                    + " PRIMARY KEY (post_id, user_id))",
            "CREATE TABLE pending_renames (user_id TEXT PRIMARY KEY, revision INTEGER NOT NULL)",
            "CREATE TABLE parked (kind TEXT NOT NULL, change_id TEXT NOT NULL, error TEXT NOT NULL,"
                    + " attempts INTEGER NOT NULL, parked_at INTEGER NOT NULL, PRIMARY KEY (kind, change_id))");

    /**
     * Erasures begun and not finished ({@code UnfinishedErasures}): created where missing when a
     * store is opened, so older files need no new version; a build that does not know it leaves it be.
     */
    static final String ERASURES = "unfinished_erasures";

    private Schema() {
    }

    static void addErasuresIfMissing(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.executeUpdate("CREATE TABLE IF NOT EXISTS " + ERASURES + " (user_id TEXT PRIMARY KEY)");
        }
    }

    /** Whether the file holds no table at all: new, or created by a start that stopped before its first commit. */
    static boolean isEmpty(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT count(*) FROM sqlite_master")) {
            return rows.next() && rows.getLong(1) == 0;
        }
    }

    /** Every table, the marker and the data model, in one transaction: a crash leaves all of it or none. */
    static void create(Connection connection, DataModel model) throws SQLException {
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        try (Statement statement = connection.createStatement()) {
            for (String table : TABLES) {
                statement.executeUpdate(table);
            }
            statement.executeUpdate("INSERT INTO meta (key, value) VALUES ('marker', '" + MARKER + "')");
            statement.executeUpdate("INSERT INTO meta (key, value) VALUES ('schema_version', '" + VERSION + "')");
            statement.executeUpdate("INSERT INTO meta (key, value) VALUES ('data_model', '" + model.label() + "')");
            connection.commit();
        } catch (SQLException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(autoCommit);
        }
    }

    /** Whether {@link #upgrade} knows a way from {@code version} to this one. */
    static boolean upgrades(String version) {
        return List.of("1", "2", "3").contains(version);
    }

    /** Brings a file of an older version to this one, in one transaction; false when it knows no way from {@code version}. */
    static boolean upgrade(Connection connection, String version) throws SQLException {
        if (!upgrades(version)) {
            return false;
        }
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        try (Statement statement = connection.createStatement()) {
            if ("1".equals(version)) {
                statement.executeUpdate("ALTER TABLE users ADD COLUMN token_issued_at INTEGER");
            }
            if (!"3".equals(version)) {
                for (String table : List.of("posts", "comments", "likes")) {
                    statement.executeUpdate("ALTER TABLE " + table + " ADD COLUMN user_revision INTEGER NOT NULL DEFAULT 0");
                }
            }
            statement.executeUpdate("INSERT OR IGNORE INTO meta (key, value) VALUES ('data_model', '" + DataModel.V3.label() + "')");
            statement.executeUpdate("UPDATE meta SET value = '" + VERSION + "' WHERE key = 'schema_version'");
            connection.commit();
            return true;
        } catch (SQLException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(autoCommit);
        }
    }

    /**
     * Lets {@code connection}, read-only, read a file of an older {@code version} as this one,
     * without changing it: what {@link #upgrade} would add is shown by temporary views (which
     * SQLite looks up before the file's tables), with the values an upgrade would give.
     */
    static void readAsCurrent(Connection connection, String version) throws SQLException {
        if (!upgrades(version)) {
            return;
        }
        try (Statement statement = connection.createStatement()) {
            if ("1".equals(version)) {
                statement.executeUpdate("CREATE TEMP VIEW users AS SELECT *, NULL AS token_issued_at FROM main.users");
            }
            if (!"3".equals(version)) {
                for (String table : List.of("posts", "comments", "likes")) {
                    statement.executeUpdate("CREATE TEMP VIEW " + table + " AS SELECT *, 0 AS user_revision FROM main." + table);
                }
            }
        }
    }

    /**
     * The label of the data model the store was created with. A file older than version 4 was
     * written before there were models, by the code that is V3 now: it holds V3's data (a fact of
     * those files, not a default).
     */
    static String modelOf(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet meta = statement.executeQuery("SELECT value FROM meta WHERE key = 'data_model'")) {
            return meta.next() ? meta.getString(1) : DataModel.V3.label();
        }
    }

    /** The schema version the marker goes with; empty when the file is not ours (no meta table, no marker). */
    static Optional<String> versionOf(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet tables = statement.executeQuery("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'")) {
            if (!tables.next()) {
                return Optional.empty();
            }
        }
        try (Statement statement = connection.createStatement();
                ResultSet meta = statement.executeQuery("SELECT"
                        + " (SELECT value FROM meta WHERE key = 'marker'),"
                        + " (SELECT value FROM meta WHERE key = 'schema_version')")) {
            meta.next();
            return MARKER.equals(meta.getString(1)) ? Optional.ofNullable(meta.getString(2)) : Optional.empty();
        }
    }
}
