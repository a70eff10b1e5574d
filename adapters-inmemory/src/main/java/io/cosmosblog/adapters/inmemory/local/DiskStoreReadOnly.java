package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.JournalEntry;
import io.cosmosblog.application.port.BlogIdentity;
import io.cosmosblog.application.port.DataModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The local store opened only to be read, as a copy's source: what it holds loaded into the
 * containers without a byte of the directory changed ({@link DataDirectoryReadOnly}: no log, no
 * schema upgrade, no blog id made). The directory stays locked until {@link #close}, so that no
 * service starts on it meanwhile; a write through the containers is refused ({@link #REFUSING}).
 */
public final class DiskStoreReadOnly implements AutoCloseable {

    /** The journal of containers nothing may write: every write refused before memory changes. */
    public static final Journal REFUSING = new Journal() {
        @Override
        public void refuseIfFailed() {
            throw new IllegalStateException("this store was opened only to be read");
        }

        @Override
        public void append(List<JournalEntry> entries) {
            refuseIfFailed();
        }

        @Override
        public void appendUnawaited(List<JournalEntry> entries) {
            refuseIfFailed();
        }

        @Override
        public void awaitCommitted() {
        }
    };

    private final DataDirectoryReadOnly.Held held;
    private final Optional<BlogIdentity> identity;

    private DiskStoreReadOnly(DataDirectoryReadOnly.Held held, Optional<BlogIdentity> identity) {
        this.held = held;
        this.identity = identity;
    }

    /**
     * Loads the store in {@code directory}, which must hold one of {@code model}, into
     * {@code containers}; refused, with a {@link DataDirectoryException}, as {@link DiskStore#load}
     * refuses, and when there is no store.
     */
    public static DiskStoreReadOnly load(Path directory, DataModel model, Heap heap, HeapAndDiskMarks marks,
            BlogContainers containers) {
        Path path = directory.toAbsolutePath().normalize();
        if (!Files.isRegularFile(path.resolve(DataDirectory.DATABASE))) {
            throw new DataDirectoryException(path, "holds no " + DataDirectory.DATABASE + ": there is no store to read");
        }
        HeapFit fit = new HeapFit(path, heap, marks);
        DataDirectoryReadOnly.Held held = DataDirectoryReadOnly.hold(path);
        try {
            return new DiskStoreReadOnly(held, held.read(connection -> {
                String stored = Schema.modelOf(connection);
                if (!stored.equals(model.label())) {
                    throw new DataDirectoryException(path, "holds a store of data model " + stored + ", not of data model "
                            + model.label() + " as asked");
                }
                StoreReader.Counts total = StoreReader.count(connection);
                fit.checkBeforeLoading(connection, total.items());
                StoreReader.read(connection, new CheckedWhileLoading(new RowsIntoContainers(containers), fit, total.items()));
                return StoredBlogOnDisk.read(connection);
            }));
        } catch (DamagedRowException e) {
            held.close();
            throw new DataDirectoryException(path, "has a damaged row in " + DataDirectory.DATABASE + ", " + e.row() + "; "
                    + "'repair --data-dir " + path + "' lists every damaged row", e);
        } catch (OutOfMemoryError e) {
            held.close();
            throw fit.outOfHeap(e);
        } catch (RuntimeException e) {
            held.close();
            throw e;
        }
    }

    /** The store's identity as read: none on a store no start of this version has opened. */
    public Optional<BlogIdentity> identity() {
        return identity;
    }

    /** Releases the directory, leaving no lock file where there was none. */
    @Override
    public void close() {
        held.close();
    }
}
