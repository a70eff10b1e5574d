package io.cosmosblog.application.port.metering;

import java.time.Duration;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Tallies the store operations made on the current thread while a request is served. Storage
 * adapters {@link #record} each operation; the caller that opened the tally reads the total.
 */
public final class StorageMeter {

    private final ThreadLocal<Tally> current = new ThreadLocal<>();
    private final BackgroundTotal background = new BackgroundTotal();

    /** Runs {@code work} with a fresh tally on this thread and returns its result with the cost. */
    public <T> Metered<T> measure(Supplier<T> work) {
        Tally outer = current.get();
        Tally tally = new Tally();
        current.set(tally);
        try {
            T result = work.get();
            return new Metered<>(result, tally.cost());
        } finally {
            restore(outer);
        }
    }

    /**
     * Runs projection work (not any request's cost) with a tally of its own and adds what it
     * cost to {@link #backgroundTotal()}, so the price of denormalizing can be reported apart.
     */
    public void background(Runnable work) {
        Metered<Void> metered = measure(() -> {
            work.run();
            return null;
        });
        background.add(metered.cost());
    }

    /** Everything projection work has cost since the start. */
    public StorageCost backgroundTotal() {
        return background.total();
    }

    /** Opens a tally for this thread; {@link #close} returns what was recorded since. */
    public Tally open() {
        Tally tally = new Tally();
        current.set(tally);
        return tally;
    }

    public StorageCost close(Tally tally) {
        if (current.get() == tally) {
            current.remove();
        }
        return tally.cost();
    }

    /**
     * Closes the tally {@link #open} opened on this thread, for a caller that did not keep it, and
     * answers what it recorded; empty when none is open.
     */
    public Optional<StorageCost> closeThisThreads() {
        Tally tally = current.get();
        if (tally == null) {
            return Optional.empty();
        }
        current.remove();
        return Optional.of(tally.cost());
    }

    /** One store operation, in a logical partition named however the adapter likes (e.g. "posts/42"). */
    public void record(String partition, double requestCharge, long nanos) {
        Tally tally = current.get();
        if (tally != null) {
            tally.add(partition, requestCharge, nanos);
        }
    }

    /** The last operation recorded sent {@code bytes} of write request to the store. */
    public void written(long bytes) {
        Tally tally = current.get();
        if (tally != null) {
            tally.bytesWritten += bytes;
        }
    }

    private void restore(Tally outer) {
        if (outer == null) {
            current.remove();
        } else {
            current.set(outer);
        }
    }

    public record Metered<T>(T result, StorageCost cost) {
    }

    /**
     * The running total of one tally; used by one thread at a time. Most requests touch one
     * partition, so a set is made only when a second one is touched.
     */
    public static final class Tally {
        private int operations;
        private String firstPartition;
        private Set<String> partitions;
        private double requestCharge;
        private long nanos;
        private long bytesWritten;

        void add(String partition, double charge, long elapsedNanos) {
            operations++;
            if (firstPartition == null) {
                firstPartition = partition;
            } else if (partitions != null) {
                partitions.add(partition);
            } else if (!firstPartition.equals(partition)) {
                partitions = new HashSet<>();
                partitions.add(firstPartition);
                partitions.add(partition);
            }
            requestCharge += charge;
            nanos += elapsedNanos;
        }

        private int partitionCount() {
            return partitions != null ? partitions.size() : firstPartition == null ? 0 : 1;
        }

        public StorageCost cost() {
            return new StorageCost(operations, partitionCount(), requestCharge, Duration.ofNanos(nanos), bytesWritten);
        }
    }
}
