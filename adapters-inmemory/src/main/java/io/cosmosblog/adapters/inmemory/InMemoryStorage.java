package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.InMemoryModel.Serving;
import io.cosmosblog.adapters.inmemory.capacity.DiskSpace;
import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.capacity.MarkedHealth;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.local.DataDirectoryException;
import io.cosmosblog.adapters.inmemory.local.DiskJournal;
import io.cosmosblog.adapters.inmemory.local.DiskStore;
import io.cosmosblog.adapters.inmemory.local.DiskStoreReadOnly;
import io.cosmosblog.adapters.inmemory.local.ViewsRebuiltBeforeServing;
import io.cosmosblog.adapters.inmemory.v1.InMemoryV1Model;
import io.cosmosblog.adapters.inmemory.v2.InMemoryV2Model;
import io.cosmosblog.adapters.inmemory.v3.InMemoryV3Model;
import io.cosmosblog.adapters.inmemory.v4.InMemoryV4Model;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.StoredBlog;
import io.cosmosblog.application.port.UnfinishedErasures;
import io.cosmosblog.application.port.metering.StorageMeter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Every storage port on in-memory containers shaped like one of the article's data models, kept on
 * disk or not. In memory only (the constructors): the tests' workhorse, and a store for trying the
 * blog out that holds nothing once the process stops. On disk ({@link #onDisk}): the local store,
 * the durable store for one machine, whose containers serve every read at memory's speed while
 * every write is also committed to SQLite ({@code blog.db} in the data directory, package
 * {@code local}) before it returns.
 */
public final class InMemoryStorage implements BlogStorage {

    private final StoragePorts ports;
    private final Optional<DiskStore> disk;
    private final StoredBlog storedBlog;
    private final Runnable release;

    /** With the posts container's usual physical partitions, refusing writes past the default marks of this JVM's heap. */
    public InMemoryStorage(StorageMeter meter, DataModel model) {
        this(meter, model, BlogContainers.PHYSICAL_PARTITIONS,
                new HighWaterMark(Heap.ofThisJvm(), DiskSpace.NONE, HeapAndDiskMarks.DEFAULT));
    }

    /**
     * With the posts spread over {@code physicalPartitions} ranges (which a query across partitions
     * reads one by one), refusing writes past {@code mark} (507) before the heap runs out.
     */
    public InMemoryStorage(StorageMeter meter, DataModel model, int physicalPartitions, HighWaterMark mark) {
        // Nothing to commit: the journal is none. Memory is always ready; a projected user means nothing more here.
        this(model(model, meter, Journal.NONE, mark, physicalPartitions)
                .ports(new Serving(user -> { }, UnaryOperator.identity(), new MarkedHealth(() -> true, mark))), Optional.empty());
    }

    private InMemoryStorage(StoragePorts ports, Optional<DiskStore> disk) {
        this(ports, disk, disk.<StoredBlog>map(DiskStore::storedBlog).orElseGet(StoredBlogInMemory::new),
                () -> disk.ifPresent(DiskStore::close));
    }

    private InMemoryStorage(StoragePorts ports, Optional<DiskStore> disk, StoredBlog storedBlog, Runnable release) {
        this.ports = ports;
        this.disk = disk;
        this.storedBlog = storedBlog;
        this.release = release;
    }

    /**
     * The local store in {@code directory}, which holds the model it was created with (opening it
     * with another is refused). With the posts container's usual physical partitions and the
     * default marks of this JVM's heap.
     */
    public static InMemoryStorage onDisk(Path directory, StorageMeter meter, DataModel model) {
        return onDisk(directory, meter, model, BlogContainers.PHYSICAL_PARTITIONS, HeapAndDiskMarks.DEFAULT, Heap.ofThisJvm());
    }

    /**
     * The local store in {@code directory}, opened: its whole store loaded into the containers, the
     * views rebuilt before serving. The posts spread over {@code physicalPartitions} ranges, writes
     * refused (507) once the heap in use or the free disk passes {@code marks}, and a store whose
     * data would not fit {@code heap} refused with a {@link DataDirectoryException} naming the heap
     * it needs, as is a directory that cannot be used.
     */
    public static InMemoryStorage onDisk(Path directory, StorageMeter meter, DataModel model, int physicalPartitions,
            HeapAndDiskMarks marks, Heap heap) {
        DiskStore disk = DiskStore.open(directory, model, heap, marks);
        try {
            DiskJournal journal = disk.journal();
            HighWaterMark mark = new HighWaterMark(heap, DiskSpace.of(disk.path()), marks);
            InMemoryModel loaded = loaded(disk, model(model, meter, journal, mark, physicalPartitions));
            // A user projected finishes their pending rename; the service waits for the views; health says whether writes commit.
            return new InMemoryStorage(loaded.ports(new Serving(disk::renameFinished, ViewsRebuiltBeforeServing::new,
                    new MarkedHealth(journal::isWriting, mark))), Optional.of(disk));
        } catch (RuntimeException e) {
            disk.close();
            throw e;
        }
    }

    /**
     * The local store in {@code directory} opened only to be read, as a copy's source: loaded as
     * {@link #onDisk} loads it, with nothing in the directory created or changed (no log, no schema
     * upgrade, no blog id) and every write refused; the directory stays locked until closed.
     */
    public static InMemoryStorage readOnDisk(Path directory, StorageMeter meter, DataModel model, int physicalPartitions,
            HeapAndDiskMarks marks, Heap heap) {
        HighWaterMark mark = new HighWaterMark(heap, DiskSpace.NONE, marks);
        InMemoryModel opened = model(model, meter, DiskStoreReadOnly.REFUSING, mark, physicalPartitions);
        DiskStoreReadOnly read = DiskStoreReadOnly.load(directory, model, heap, marks, opened.containers());
        return new InMemoryStorage(opened.ports(new Serving(user -> { }, UnaryOperator.identity(),
                new MarkedHealth(() -> false, mark))), Optional.empty(), StoredBlog.readOnly(read::identity), read::close);
    }

    /**
     * The one place a data model is chosen: {@code model} on containers that commit through
     * {@code journal} and refuse writes past {@code mark}, its posts (where it queries across
     * partitions) spread over {@code physicalPartitions} ranges.
     */
    static InMemoryModel model(DataModel model, StorageMeter meter, Journal journal, HighWaterMark mark,
            int physicalPartitions) {
        return switch (model) {
            case V1 -> new InMemoryV1Model(meter, journal, mark, physicalPartitions);
            case V2 -> new InMemoryV2Model(meter, journal, mark, physicalPartitions);
            case V3 -> new InMemoryV3Model(meter, journal, mark);
            case V4 -> new InMemoryV4Model(meter, journal, mark, physicalPartitions);
        };
    }

    /**
     * {@code opened} with its containers filled from disk. Should the heap run out after all, the
     * containers are let go before the refusal is made, so that it can be said in one line.
     */
    private static InMemoryModel loaded(DiskStore disk, InMemoryModel opened) {
        try {
            disk.load(opened.containers());
            return opened;
        } catch (OutOfMemoryError e) {
            opened = null;
            throw disk.outOfHeap(e);
        }
    }

    @Override
    public StoragePorts ports() {
        return ports;
    }

    @Override
    public StoredBlog storedBlog() {
        return storedBlog;
    }

    /** On disk, in blog.db; in memory none, as a crash leaves nothing to finish. */
    @Override
    public UnfinishedErasures unfinishedErasures() {
        return disk.map(DiskStore::unfinishedErasures).orElse(UnfinishedErasures.NONE);
    }

    /** How many transactions the disk committed since it opened (with concurrent writers, fewer than its writes); 0 in memory. */
    public long commits() {
        return disk.map(opened -> opened.journal().commits()).orElse(0L);
    }

    /** How many writes the disk committed since it opened; 0 in memory. */
    public long committedWrites() {
        return disk.map(opened -> opened.journal().entries()).orElse(0L);
    }

    /**
     * On disk: commits what is queued, closes blog.db cleanly and releases the directory. In memory
     * nothing to release. The projections were stopped first, by the projection delivery's stop.
     */
    @Override
    public void close() {
        release.run();
    }
}
