package io.cosmosblog.adapters.inmemory.local;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * A data directory read and left exactly as it was: no lock file, log or schema upgrade added.
 * It is locked while read, so that no service starts and writes beneath the reader; with no
 * write-ahead log left over, {@code blog.db} is opened as immutable, so that SQLite does not create
 * a log and its index beside it (files of whoever reads, which a service of another user could not
 * open). An older schema is read through {@link Schema#readAsCurrent}.
 */
final class DataDirectoryReadOnly {

    /** What is read, on a connection that can only read. */
    interface Reading<T> {
        T read(Connection connection) throws SQLException;
    }

    private DataDirectoryReadOnly() {
    }

    static <T> T read(Path directory, Reading<T> reading) {
        try (Held held = hold(directory)) {
            return held.read(reading);
        }
    }

    /** The directory locked until {@link Held#close}, for more than one reading or for as long as what was read is used. */
    static Held hold(Path directory) {
        boolean lockExisted = Files.exists(directory.resolve(DirectoryLock.FILE));
        return new Held(directory, DirectoryLock.take(directory), lockExisted);
    }

    /** The lock, released on close, its file deleted when this reader made it. */
    static final class Held implements AutoCloseable {
        private final Path directory;
        private final DirectoryLock lock;
        private final boolean lockExisted;

        private Held(Path directory, DirectoryLock lock, boolean lockExisted) {
            this.directory = directory;
            this.lock = lock;
            this.lockExisted = lockExisted;
        }

        <T> T read(Reading<T> reading) {
            Path database = directory.resolve(DataDirectory.DATABASE);
            boolean walLeftOver = Files.exists(directory.resolve(DataDirectory.DATABASE + "-wal"));
            try (Connection connection = walLeftOver ? Sqlite.openReadOnly(database) : Sqlite.openImmutable(database)) {
                Schema.readAsCurrent(connection, DataDirectory.readableVersion(directory, connection));
                return reading.read(connection);
            } catch (SQLException e) {
                throw new DataDirectoryException(directory, "has a " + DataDirectory.DATABASE + " that cannot be read: "
                        + e.getMessage(), e);
            }
        }

        @Override
        public void close() {
            lock.close();
            if (!lockExisted) {
                DataDirectory.deleteQuietly(directory.resolve(DirectoryLock.FILE));
            }
        }
    }
}
