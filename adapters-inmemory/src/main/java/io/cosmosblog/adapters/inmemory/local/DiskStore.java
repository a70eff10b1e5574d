package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.JournalEntry;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.UnfinishedErasures;
import io.cosmosblog.domain.user.User;
import java.lang.System.Logger.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * The disk side of the local store, in the order it is used: {@link #open} the data directory
 * (checked, locked), {@link #load} what it holds into the containers, then commit every write
 * through {@link #journal()}, and {@link #close()}. The in-memory side never sees SQL.
 */
public final class DiskStore implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(DiskStore.class.getName());

    private final Path path;
    private final DataModel model;
    private final DataDirectory directory;
    private final DiskJournal journal;
    private final HeapFit fit;
    private boolean loaded;
    private UnfinishedErasuresOnDisk erasures;

    private DiskStore(Path path, DataModel model, DataDirectory directory, HeapFit fit) {
        this.path = path;
        this.model = model;
        this.directory = directory;
        this.fit = fit;
        this.journal = new DiskJournal(directory.connection(), path.toString());
    }

    /**
     * Opens (creating it when missing, for {@code model}) the data directory; a
     * {@link DataDirectoryException} says why it cannot be used, a store of another model included.
     * What it holds must fit {@code heap} below {@code marks}, or the load is refused (naming the heap it needs).
     */
    public static DiskStore open(Path directory, DataModel model, Heap heap, HeapAndDiskMarks marks) {
        Path path = directory.toAbsolutePath().normalize();
        return new DiskStore(path, model, DataDirectory.open(path, model), new HeapFit(path, heap, marks));
    }

    /**
     * The data model of the store in {@code directory}, read without a byte of it changed
     * ({@link DataDirectoryReadOnly}), or beside the service running on it; empty when it holds no
     * store yet.
     */
    public static Optional<DataModel> modelIn(Path directory) {
        Path database = directory.resolve(DataDirectory.DATABASE);
        if (!Files.isRegularFile(database)) {
            return Optional.empty();
        }
        try {
            return Optional.of(DataModel.named(DataDirectoryReadOnly.read(directory, Schema::modelOf)));
        } catch (DataDirectoryException e) {
            if (!e.inUse()) {
                throw e;
            }
        } catch (IllegalArgumentException e) {
            throw unreadableModel(directory, e);
        }
        try (Connection connection = Sqlite.openReadOnly(database)) { // the running service's log is live: read through it
            return Optional.of(DataModel.named(Schema.modelOf(connection)));
        } catch (SQLException | IllegalArgumentException e) {
            throw unreadableModel(directory, e);
        }
    }

    private static DataDirectoryException unreadableModel(Path directory, Exception e) {
        return new DataDirectoryException(directory, "has a " + DataDirectory.DATABASE + " whose data model cannot be read: "
                + e.getMessage(), e);
    }

    public Path path() {
        return path;
    }

    /** Which blog the store holds: its id, made when it was first opened, and what the last copy into it left. */
    public StoredBlogOnDisk storedBlog() {
        return new StoredBlogOnDisk(path.resolve(DataDirectory.DATABASE));
    }

    /** The journal writes go through; it commits them only once {@link #load} has run. */
    public DiskJournal journal() {
        return journal;
    }

    /**
     * Puts every stored row into {@code containers}, then starts committing writes. Once only. A
     * store that does not fit the heap is refused before loading, or while it loads, with a
     * {@link DataDirectoryException} naming the heap it needs; one with a damaged row, with one
     * naming the row ({@link DamagedRow}) and {@link Repair}.
     */
    public void load(BlogContainers containers) {
        if (loaded) {
            throw new IllegalStateException("loaded already");
        }
        loaded = true;
        long started = System.nanoTime();
        try {
            Schema.addErasuresIfMissing(directory.connection());
            erasures = UnfinishedErasuresOnDisk.read(directory.connection(), journal);
            StoreReader.Counts total = StoreReader.count(directory.connection());
            fit.checkBeforeLoading(directory.connection(), total.items());
            StoreReader.Counts counts = StoreReader.read(directory.connection(),
                    new CheckedWhileLoading(new RowsIntoContainers(containers), fit, total.items()));
            directory.connection().commit(); // ends the read: from here on the connection is the writer's
            journal.start();
            LOG.log(Level.INFO, "Local store (data model " + model.label() + ") in " + path + ": " + counts + ", loaded in "
                    + (System.nanoTime() - started) / 1_000_000 + " ms");
        } catch (SQLException e) {
            throw new DataDirectoryException(path, "has a " + DataDirectory.DATABASE + " that cannot be read: " + e.getMessage(), e);
        } catch (DamagedRowException e) {
            throw new DataDirectoryException(path, "has a damaged row in " + DataDirectory.DATABASE + ", " + e.row() + "; nothing "
                    + "was changed: 'repair --data-dir " + path + "' lists every damaged row, and with --delete deletes them "
                    + "(a backup first keeps them)", e);
        }
    }

    /** The erasures a crash cut short, as found by {@link #load}, and where new ones are marked. */
    public UnfinishedErasures unfinishedErasures() {
        if (erasures == null) {
            throw new IllegalStateException("not loaded yet");
        }
        return erasures;
    }

    /** The load ran out of heap before a check caught it: the refusal, for the caller to throw once it let the containers go. */
    public DataDirectoryException outOfHeap(OutOfMemoryError e) {
        return fit.outOfHeap(e);
    }

    /** A renamed user's copies are rewritten: the pending rename up to this revision is done (nobody waits for it). */
    public void renameFinished(User user) {
        if (user.wasEverRenamed()) {
            journal.appendUnawaited(List.of(new JournalEntry.RenameFinished(user.id(), user.revision())));
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
