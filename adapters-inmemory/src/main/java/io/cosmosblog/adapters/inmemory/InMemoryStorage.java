package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.durable.Journal;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.StorageMeter;
import io.cosmosblog.application.storage.StoragePorts;
import java.util.function.UnaryOperator;

/**
 * Every storage port in memory, on containers shaped like the article's V3 model: the tests'
 * workhorse, and a store for trying the blog out that keeps nothing when the process stops.
 */
public final class InMemoryStorage implements BlogStorage {

    private final StoragePorts ports;

    public InMemoryStorage(StorageMeter meter) {
        ports = new BlogContainers(meter, Journal.NONE).ports(user -> { }, UnaryOperator.identity(),
                () -> true); // memory is always ready
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
