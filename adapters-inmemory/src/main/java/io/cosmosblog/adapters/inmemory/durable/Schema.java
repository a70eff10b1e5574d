package io.cosmosblog.adapters.inmemory.durable;

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
 * posts, comments and likes (0 in older files: copies of the oldest name). An older file is
 * upgraded in place, in one transaction, when opened.
 */
final class Schema {

    static final int VERSION = 3;
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

    private Schema() {
    }

    /** Whether the file holds no table at all: new, or created by a start that stopped before its first commit. */
    static boolean isEmpty(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT count(*) FROM sqlite_master")) {
            return rows.next() && rows.getLong(1) == 0;
        }
    }

    /** Every table and the marker, in one transaction: a crash leaves all of it or none. */
    static void create(Connection connection) throws SQLException {
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        try (Statement statement = connection.createStatement()) {
            for (String table : TABLES) {
                statement.executeUpdate(table);
            }
            statement.executeUpdate("INSERT INTO meta (key, value) VALUES ('marker', '" + MARKER + "')");
            statement.executeUpdate("INSERT INTO meta (key, value) VALUES ('schema_version', '" + VERSION + "')");
            connection.commit();
        } catch (SQLException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(autoCommit);
        }
    }

    /** Brings a file of an older version to this one, in one transaction; false when it knows no way from {@code version}. */
    static boolean upgrade(Connection connection, String version) throws SQLException {
        if (!"1".equals(version) && !"2".equals(version)) {
            return false;
        }
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        try (Statement statement = connection.createStatement()) {
            if ("1".equals(version)) {
                statement.executeUpdate("ALTER TABLE users ADD COLUMN token_issued_at INTEGER");
            }
            for (String table : List.of("posts", "comments", "likes")) {
                statement.executeUpdate("ALTER TABLE " + table + " ADD COLUMN user_revision INTEGER NOT NULL DEFAULT 0");
            }
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
