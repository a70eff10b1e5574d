package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.application.port.DataModel;
import java.nio.file.Path;
import java.sql.SQLException;

/**
 * The disk side of the local store, in the order it is used: {@link #open} the data directory
 * (checked, locked), {@link #load} what it holds into memory, then commit every write through
 * {@link #journal()}, and {@link #close()}. The in-memory side never sees SQL.
 */
final class DiskStore implements AutoCloseable {

    private final Path path;
    private final DataDirectory directory;
    private final DiskJournal journal;
    private boolean loaded;

    private DiskStore(Path path, DataDirectory directory) {
        this.path = path;
        this.directory = directory;
        this.journal = new DiskJournal(directory.connection(), path.toString());
    }

    /**
     * Opens (creating it when missing, for {@code model}) the data directory; a
     * {@link DataDirectoryException} says why it cannot be used, a store of another model included.
     */
    public static DiskStore open(Path directory, DataModel model) {
        Path path = directory.toAbsolutePath().normalize();
        return new DiskStore(path, DataDirectory.open(path, model));
    }

    public Path path() {
        return path;
    }

    /** The journal writes go through; it commits them only once {@link #load} has run. */
    public DiskJournal journal() {
        return journal;
    }

    /**
     * Hands every stored row to {@code visitor}, then starts committing writes. Once only. A store
     * that does not fit the heap ({@code fit}) is refused before loading, or while it loads, with a
     * {@link DataDirectoryException} naming the heap it needs; one with a damaged row, with one
     * naming the row ({@link DamagedRow}) and {@link Repair}.
     */
    public StoreReader.Counts load(StoreReader.Visitor visitor, HeapFit fit) {
        if (loaded) {
            throw new IllegalStateException("loaded already");
        }
        loaded = true;
        try {
            StoreReader.Counts total = StoreReader.count(directory.connection());
            fit.checkBeforeLoading(directory.connection(), total.items());
            StoreReader.Counts counts = StoreReader.read(directory.connection(), new CheckedWhileLoading(visitor, fit, total.items()));
            directory.connection().commit(); // ends the read: from here on the connection is the writer's
            journal.start();
            return counts;
        } catch (SQLException e) {
            throw new DataDirectoryException(path, "has a " + DataDirectory.DATABASE + " that cannot be read: " + e.getMessage(), e);
        } catch (DamagedRowException e) {
            throw new DataDirectoryException(path, "has a damaged row in " + DataDirectory.DATABASE + ", " + e.row() + "; nothing "
                    + "was changed: 'repair --data-dir " + path + "' lists every damaged row, and with --delete deletes them "
                    + "(a backup first keeps them)", e);
        }
    }

    /** Commits what is queued, closes blog.db cleanly (its log checkpointed and removed), then releases the directory. */
    @Override
    public void close() {
        try {
            journal.close();
        } finally {
            directory.close();
        }
    }
}
