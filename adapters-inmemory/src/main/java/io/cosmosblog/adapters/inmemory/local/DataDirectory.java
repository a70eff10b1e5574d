package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.application.port.DataModel;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The directory the local store keeps its data in, opened: checked to be ours (or empty, then made
 * ours), locked for this process, made its owner's only ({@link OwnerOnly}), and its
 * {@code blog.db} open as the writer's connection. Every way it can be unfit is answered with a
 * {@link DataDirectoryException} that names the directory and says what is wrong, before anything
 * is written into a directory that is not ours.
 */
final class DataDirectory implements AutoCloseable {

    static final String DATABASE = "blog.db";

    /** blog.db and what SQLite may keep beside it: its write-ahead log, the log's index, a rollback journal. */
    private static final List<String> STORE_FILES = List.of(DATABASE, DATABASE + "-wal", DATABASE + "-shm", DATABASE + "-journal");

    private static final System.Logger LOG = System.getLogger(DataDirectory.class.getName());

    private final DirectoryLock lock;
    private final Connection connection;

    private DataDirectory(DirectoryLock lock, Connection connection) {
        this.lock = lock;
        this.connection = connection;
    }

    static DataDirectory open(Path directory, DataModel model) {
        prepare(directory);
        Path database = directory.resolve(DATABASE);
        boolean hadDatabase = Files.exists(database);
        if (!hadDatabase) {
            refuseForeignFiles(directory);
        }
        boolean lockExisted = Files.exists(directory.resolve(DirectoryLock.FILE));
        DirectoryLock lock = DirectoryLock.take(directory);
        try {
            if (!hadDatabase) {
                createDatabase(directory, database);
            }
            boolean walLeftOver = sizeOf(directory.resolve(DATABASE + "-wal")) > 0;
            Connection connection = openOurs(directory, database, model);
            if (walLeftOver) {
                LOG.log(Level.INFO, "The last stop of the store in " + directory.toAbsolutePath().normalize()
                        + " was not clean: its write-ahead log was recovered to the last complete transaction");
            }
            narrowWhatOlderBuildsLeftOpen(directory);
            return new DataDirectory(lock, connection);
        } catch (RuntimeException e) {
            lock.close();
            if (!lockExisted) {
                deleteQuietly(directory.resolve(DirectoryLock.FILE)); // leave a directory that is not ours as it was
            }
            throw e;
        }
    }

    Connection connection() {
        return connection;
    }

    /** The connection is the journal's to close; the lock is released last. */
    @Override
    public void close() {
        lock.close();
    }

    /** Created (its owner's only) when missing; refused when it is a file or this process may not read and write in it. */
    private static void prepare(Path directory) {
        if (Files.exists(directory) && !Files.isDirectory(directory)) {
            throw new DataDirectoryException(directory, "is a file, not a directory");
        }
        try {
            OwnerOnly.createDirectory(directory);
        } catch (IOException e) {
            throw new DataDirectoryException(directory, "cannot be created: " + e, e);
        }
        if (!Files.isReadable(directory) || !Files.isWritable(directory) || !Files.isExecutable(directory)) {
            throw new DataDirectoryException(directory, "is not readable and writable by this process");
        }
    }

    /**
     * An empty blog.db, its owner's only, for SQLite to fill: SQLite gives the files it creates
     * beside it (its log, the log's index) blog.db's permissions.
     */
    private static void createDatabase(Path directory, Path database) {
        try {
            OwnerOnly.createFile(database);
        } catch (IOException e) {
            throw new DataDirectoryException(directory, "cannot receive a " + DATABASE + ": " + e, e);
        }
    }

    /**
     * A store an older build made is readable by everyone on the machine: the directory, blog.db
     * and what SQLite keeps beside it lose the group's and others' permissions, said in one line.
     * Only once the store is known to be ours: a foreign file is never touched.
     */
    private static void narrowWhatOlderBuildsLeftOpen(Path directory) {
        List<String> narrowed = new ArrayList<>();
        OwnerOnly.narrow(directory).ifPresent(had -> narrowed.add("the directory " + had));
        for (String name : STORE_FILES) {
            OwnerOnly.narrow(directory.resolve(name)).ifPresent(had -> narrowed.add(name + " " + had));
        }
        if (!narrowed.isEmpty()) {
            LOG.log(Level.INFO, "The store in " + directory.toAbsolutePath().normalize() + " was readable by others ("
                    + String.join(", ", narrowed) + "): now only its owner may read and write it");
        }
    }

    /** Without a blog.db, the directory must be empty: anything else is someone else's, and stays untouched. */
    private static void refuseForeignFiles(Path directory) {
        List<Path> others;
        try (Stream<Path> entries = Files.list(directory)) {
            others = entries.filter(entry -> !DirectoryLock.isLockFile(entry)).limit(3).toList();
        } catch (IOException e) {
            throw new DataDirectoryException(directory, "cannot be read: " + e, e);
        }
        if (!others.isEmpty()) {
            throw new DataDirectoryException(directory, "is not empty and holds no " + DATABASE + " (it holds "
                    + others.stream().map(entry -> entry.getFileName().toString()).toList()
                    + "): it is not a cosmos-blog data directory; choose an empty or new one");
        }
    }

    /**
     * A new file gets the schema and {@code model}; an existing one must carry our marker, a schema
     * version this build reads, and {@code model}, checked before an older file is upgraded.
     */
    private static Connection openOurs(Path directory, Path database, DataModel model) {
        Connection connection = null;
        try {
            connection = Sqlite.open(database);
            if (Schema.isEmpty(connection)) {
                Schema.create(connection, model);
            } else {
                String version = readableVersion(directory, connection);
                boolean current = version.equals(String.valueOf(Schema.VERSION));
                String stored = Schema.modelOf(connection);
                if (!stored.equals(model.label())) {
                    throw new DataDirectoryException(directory, "holds a store of data model " + stored
                            + ", not of data model " + model.label() + " as asked: a store keeps the model it was created with; "
                            + "give another data directory (DATA_DIR) for a new " + model.label() + " store, or MODEL=" + stored
                            + " to open this one");
                }
                if (!current) {
                    Schema.upgrade(connection, version);
                }
            }
            StoredBlogOnDisk.claim(connection); // the blog's id, made at the store's first start
            Sqlite.makeWriter(connection);
            return connection;
        } catch (SQLException e) {
            closeQuietly(connection);
            throw new DataDirectoryException(directory, "has a " + DATABASE + " that cannot be opened: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            closeQuietly(connection);
            throw e;
        }
    }

    /** The schema version of {@code connection}'s file; refused when the file is not ours or of a version this build cannot read. */
    static String readableVersion(Path directory, Connection connection) throws SQLException {
        Optional<String> version = Schema.versionOf(connection);
        if (version.isEmpty()) {
            throw new DataDirectoryException(directory, "holds a " + DATABASE
                    + " that is not a cosmos-blog store (no cosmos-blog marker in it)");
        }
        if (!version.get().equals(String.valueOf(Schema.VERSION)) && !Schema.upgrades(version.get())) {
            throw new DataDirectoryException(directory, "holds a " + DATABASE + " of schema version " + version.get()
                    + "; this build reads version " + Schema.VERSION);
        }
        return version.get();
    }

    private static long sizeOf(Path file) {
        try {
            return Files.exists(file) ? Files.size(file) : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // an empty lock file is harmless
        }
    }

    private static void closeQuietly(Connection connection) {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException ignored) {
                // already failing
            }
        }
    }
}
