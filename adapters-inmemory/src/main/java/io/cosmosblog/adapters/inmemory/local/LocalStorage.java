package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.InMemoryModel;
import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.adapters.inmemory.InMemoryModel.Serving;
import io.cosmosblog.adapters.inmemory.capacity.DiskSpace;
import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.capacity.MarkedHealth;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.JournalEntry;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.user.User;
import java.lang.System.Logger.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * The durable store for one machine: the in-memory containers serve every read at memory's speed,
 * and every write is also committed to SQLite ({@code blog.db} in the data directory) before it
 * returns. Opening loads the whole store, then rebuilds the views; a directory that cannot be
 * used is refused with a {@link DataDirectoryException}.
 */
public final class LocalStorage implements BlogStorage {

    private static final System.Logger LOG = System.getLogger(LocalStorage.class.getName());

    private final DiskStore disk;
    private final StoragePorts ports;
    private StoreReader.Counts loaded;

    /**
     * A directory holds the model it was created with; opening it with another is refused. With the
     * posts container's usual physical partitions and the default marks of this JVM's heap.
     */
    public LocalStorage(Path directory, StorageMeter meter, DataModel model) {
        this(directory, meter, model, BlogContainers.PHYSICAL_PARTITIONS, HeapAndDiskMarks.DEFAULT, Heap.ofThisJvm());
    }

    /**
     * With the posts spread over {@code physicalPartitions} ranges (which a query across partitions
     * reads one by one), refusing writes (507) once the heap in use or the free disk passes
     * {@code marks}, and a start whose data would not fit {@code heap} with a
     * {@link DataDirectoryException} naming the heap it needs.
     */
    public LocalStorage(Path directory, StorageMeter meter, DataModel model, int physicalPartitions, HeapAndDiskMarks marks,
            Heap heap) {
        disk = DiskStore.open(directory, model);
        try {
            DiskJournal journal = disk.journal();
            HighWaterMark mark = new HighWaterMark(heap, DiskSpace.of(disk.path()), marks);
            long started = System.nanoTime();
            InMemoryModel opened = load(model, meter, journal, mark, physicalPartitions, new HeapFit(disk.path(), heap, marks));
            LOG.log(Level.INFO, "Local store (data model " + model.label() + ") in " + disk.path() + ": " + loaded + ", loaded in "
                    + (System.nanoTime() - started) / 1_000_000 + " ms");
            ports = opened.ports(new Serving(user -> renameProjected(journal, user), ViewsRebuiltBeforeServing::new,
                    new MarkedHealth(journal::isWriting, mark)));
        } catch (RuntimeException e) {
            disk.close();
            throw e;
        }
    }

    /**
     * {@code model} on containers filled from disk. Should the heap run out after all, the
     * containers are let go before the refusal is thrown, so that it can be said in one line.
     */
    private InMemoryModel load(DataModel model, StorageMeter meter, DiskJournal journal, HighWaterMark mark, int physicalPartitions,
            HeapFit fit) {
        InMemoryModel opened = InMemoryStorage.model(model, meter, journal, mark, physicalPartitions);
        try {
            loaded = disk.load(new RowsIntoContainers(opened.containers()), fit);
            return opened;
        } catch (OutOfMemoryError e) {
            opened = null;
            throw fit.outOfHeap(e);
        }
    }

    /**
     * The data model of the store in {@code directory}, read without opening it for writing (so
     * beside a running service too); empty when it holds no store yet.
     */
    public static Optional<DataModel> modelIn(Path directory) {
        Path database = directory.resolve(DataDirectory.DATABASE);
        if (!Files.isRegularFile(database)) {
            return Optional.empty();
        }
        try (Connection connection = Sqlite.openReadOnly(database)) {
            return Optional.of(DataModel.named(Schema.modelOf(connection)));
        } catch (SQLException | IllegalArgumentException e) {
            throw new DataDirectoryException(directory, "has a " + DataDirectory.DATABASE + " whose data model cannot be read: "
                    + e.getMessage(), e);
        }
    }

    /** A renamed user's copies are rewritten: the pending rename up to this revision is done (nobody waits for it). */
    private static void renameProjected(DiskJournal journal, User user) {
        if (user.wasEverRenamed()) {
            journal.appendUnawaited(List.of(new JournalEntry.RenameFinished(user.id(), user.revision())));
        }
    }

    @Override
    public StoragePorts ports() {
        return ports;
    }

    /** How many transactions this store has committed since it opened: with concurrent writers, fewer than its writes. */
    public long commits() {
        return disk.journal().commits();
    }

    /** How many writes this store has committed since it opened. */
    public long committedWrites() {
        return disk.journal().entries();
    }

    /** Commits what is queued, closes blog.db cleanly and releases the directory; the projections were stopped first. */
    @Override
    public void close() {
        disk.close();
    }
}
