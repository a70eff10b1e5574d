package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.application.port.BlogIdentity;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageCost;
import io.cosmosblog.application.port.metering.StorageMeter;
import java.util.Optional;

/**
 * A storage opened only to be read, a copy's source or a dry run's target: nothing created,
 * upgraded or written there, its blog id included ({@link #identity} only reads it). What the
 * copy reads through it is metered apart.
 */
public final class ReadOnlyStorage implements AutoCloseable {

    private final BlogStorage storage;
    private final StorageMeter meter;

    private ReadOnlyStorage(BlogStorage storage, StorageMeter meter) {
        this.storage = storage;
        this.meter = meter;
    }

    /** The storage {@code settings} name; refused, as a start is, when it is missing or unfit. */
    public static ReadOnlyStorage open(Settings settings) {
        StorageMeter meter = new StorageMeter();
        return new ReadOnlyStorage(StorageModule.toRead(settings, meter, Heap.ofThisJvm()), meter);
    }

    public StoragePorts ports() {
        return storage.ports();
    }

    /** Which blog the storage holds; none when no start of this version has made its id. */
    public Optional<BlogIdentity> identity() {
        return storage.storedBlog().read();
    }

    /** Runs {@code work} as background work of this storage's meter: {@link #cost()} adds up what it cost. */
    public void metered(Runnable work) {
        meter.background(work);
    }

    /** What the work run through {@link #metered} cost, so far. */
    public StorageCost cost() {
        return meter.backgroundTotal();
    }

    @Override
    public void close() {
        storage.close();
    }
}
