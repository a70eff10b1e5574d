package io.cosmosblog.adapters.inmemory.local;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.sqlite.SQLiteConfig;

/**
 * How this store talks to SQLite: one connection for the writer (write-ahead log, a full sync of
 * the log at every commit, no foreign keys: the rows are written in memory's order and checked
 * there), and read-only ones for the backup, which the log lets read beside the writer.
 */
final class Sqlite {

    /** Long enough to ride out a checkpoint, short enough to fail rather than hang. */
    private static final int BUSY_TIMEOUT_MS = 10_000;

    private Sqlite() {
    }

    /** A plain connection: nothing is set yet, so a file that is not ours is read, never changed. */
    static Connection open(Path file) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(BUSY_TIMEOUT_MS);
        return connect(config, url(file));
    }

    /**
     * A plain connection whose transactions take the write lock when they begin, not at their first
     * write: what one reads is then still there when it writes (compare-and-set).
     */
    static Connection openImmediate(Path file) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(BUSY_TIMEOUT_MS);
        config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        return connect(config, url(file));
    }

    /** Turns a connection of ours into the writer's: WAL, synchronous=FULL, foreign keys off, secure delete, explicit transactions. */
    static void makeWriter(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            try (ResultSet mode = statement.executeQuery("PRAGMA journal_mode=WAL")) {
                if (!mode.next() || !"wal".equalsIgnoreCase(mode.getString(1))) {
                    throw new SQLException("the write-ahead log could not be turned on");
                }
            }
            statement.execute("PRAGMA synchronous=FULL");
            statement.execute("PRAGMA foreign_keys=OFF");
            // What is deleted (a post, a comment, a user) is overwritten with zeros in blog.db, rather
            // than left readable in free space until reused: a per-connection setting, so the file's
            // format is unchanged. Its cost is writing those bytes, mostly in pages written anyway.
            statement.execute("PRAGMA secure_delete=ON");
        }
        connection.setAutoCommit(false);
    }

    /** A reader that takes no lock of ours and writes nothing: the write-ahead log lets it read beside the writer. */
    static Connection openReadOnly(Path file) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        config.setBusyTimeout(BUSY_TIMEOUT_MS);
        return connect(config, url(file));
    }

    /**
     * A reader of a file nothing writes meanwhile (its directory locked, no log left over): SQLite
     * reads it without creating its log and the log's index beside it.
     */
    static Connection openImmutable(Path file) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        return connect(config, "jdbc:sqlite:" + file.toAbsolutePath().toUri() + "?immutable=1");
    }

    /** SQLite's native library loaded first: when it cannot be, that, not the file, is what is wrong. */
    private static Connection connect(SQLiteConfig config, String url) throws SQLException {
        SqliteLibrary.load();
        return config.createConnection(url);
    }

    private static String url(Path file) {
        return "jdbc:sqlite:" + file.toAbsolutePath();
    }
}
