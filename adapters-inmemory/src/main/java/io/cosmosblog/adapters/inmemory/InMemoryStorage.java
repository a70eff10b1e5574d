package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.capacity.DiskSpace;
import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.capacity.MarkedHealth;
import io.cosmosblog.adapters.inmemory.capacity.Room;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.BoundedJournal;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.DataModel;
import io.cosmosblog.application.storage.StoragePorts;
import io.cosmosblog.application.storage.metering.StorageMeter;
import java.util.function.UnaryOperator;

/**
 * Every storage port in memory, on containers shaped like one of the article's data models: the
 * tests' workhorse, and a store for trying the blog out that holds nothing once the process stops.
 */
public final class InMemoryStorage implements BlogStorage {

    private final StoragePorts ports;

    /** The V3 model. */
    public InMemoryStorage(StorageMeter meter) {
        this(meter, DataModel.V3);
    }

    public InMemoryStorage(StorageMeter meter, DataModel model) {
        this(meter, model, BlogContainers.PHYSICAL_PARTITIONS);
    }

    /** With the posts spread over {@code physicalPartitions} ranges, which a query across partitions reads one by one. */
    public InMemoryStorage(StorageMeter meter, DataModel model, int physicalPartitions) {
        this(meter, model, physicalPartitions, new HighWaterMark(Heap.ofThisJvm(), DiskSpace.NONE, Room.DEFAULT));
    }

    /** Refusing writes past {@code mark} (507), before the heap runs out. */
    public InMemoryStorage(StorageMeter meter, DataModel model, int physicalPartitions, HighWaterMark mark) {
        ports = DataModels.open(model, meter, new BoundedJournal(Journal.NONE, mark), physicalPartitions)
                .ports(user -> { }, UnaryOperator.identity(), new MarkedHealth(() -> true, mark)); // memory is always ready
    }

    @Override
    public StoragePorts ports() {
        return ports;
    }

    /** Nothing to release but the projection threads, which the projection delivery's stop ends. */
    @Override
    public void close() {
    }
}
