package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.InMemoryModel.Serving;
import io.cosmosblog.adapters.inmemory.capacity.DiskSpace;
import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.capacity.MarkedHealth;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.v1.InMemoryV1Model;
import io.cosmosblog.adapters.inmemory.v2.InMemoryV2Model;
import io.cosmosblog.adapters.inmemory.v3.InMemoryV3Model;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import java.util.function.UnaryOperator;

/**
 * Every storage port in memory, on containers shaped like one of the article's data models: the
 * tests' workhorse, and a store for trying the blog out that holds nothing once the process stops.
 */
public final class InMemoryStorage implements BlogStorage {

    private final StoragePorts ports;

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
        ports = model(model, meter, Journal.NONE, mark, physicalPartitions)
                .ports(new Serving(user -> { }, UnaryOperator.identity(), new MarkedHealth(() -> true, mark)));
    }

    /**
     * The one place a data model is chosen: {@code model} on containers that commit through
     * {@code journal} and refuse writes past {@code mark}, its posts (where it queries across
     * partitions) spread over {@code physicalPartitions} ranges. The local store opens its model
     * here too, on its disk's journal.
     */
    public static InMemoryModel model(DataModel model, StorageMeter meter, Journal journal, HighWaterMark mark,
            int physicalPartitions) {
        return switch (model) {
            case V1 -> new InMemoryV1Model(meter, journal, mark, physicalPartitions);
            case V2 -> new InMemoryV2Model(meter, journal, mark, physicalPartitions);
            case V3 -> new InMemoryV3Model(meter, journal, mark);
        };
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
