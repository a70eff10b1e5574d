package io.cosmosblog.adapters.inmemory.local;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.stream.Stream;

/**
 * A data directory read and left exactly as it was: no lock file, log or schema upgrade added.
 * It is locked while read, so that no service starts and writes beneath the reader; {@code blog.db}
 * is opened as immutable, so that SQLite does not create a log and its index beside it (files of
 * whoever reads, which a service of another user could not open), or, with a log a crash left, a
 * copy of both is read. An older schema is read through {@link Schema#readAsCurrent}.
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
            Path log = directory.resolve(DataDirectory.DATABASE + "-wal");
            try {
                if (!Files.exists(log) || Files.size(log) == 0) {
                    return read(directory.resolve(DataDirectory.DATABASE), true, reading);
                }
                return readLeftOverLog(log, reading);
            } catch (IOException e) {
                throw new DataDirectoryException(directory, "cannot be read: " + e, e);
            }
        }

        /**
         * A crash left a log: its last transactions are read from a copy of the store and log in a
         * private temporary directory, deleted after, since SQLite would rebuild the log's index
         * beside the files it reads.
         */
        private <T> T readLeftOverLog(Path log, Reading<T> reading) throws IOException {
            Path copy = Files.createTempDirectory("cosmos-blog-read");
            try {
                OwnerOnly.narrow(copy);
                Files.copy(directory.resolve(DataDirectory.DATABASE), copy.resolve(DataDirectory.DATABASE));
                Files.copy(log, copy.resolve(log.getFileName()));
                return read(copy.resolve(DataDirectory.DATABASE), false, reading);
            } finally {
                try (Stream<Path> files = Files.list(copy)) {
                    files.forEach(DataDirectory::deleteQuietly);
                }
                DataDirectory.deleteQuietly(copy);
            }
        }

        private <T> T read(Path database, boolean immutable, Reading<T> reading) {
            try (Connection connection = immutable ? Sqlite.openImmutable(database) : Sqlite.openReadOnly(database)) {
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
