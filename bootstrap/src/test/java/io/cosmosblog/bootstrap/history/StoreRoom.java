package io.cosmosblog.bootstrap.history;

import io.cosmosblog.adapters.inmemory.capacity.Heap;
import java.util.function.Supplier;

/**
 * The room the local and in-memory stores see, as the test sets it: full (the heap in use past
 * every mark, as a disk below DISK_FREE_MIN would be) or not. The stores' own high-water mark reads
 * it on every write, so a full store refuses writes exactly as a real one does. While a local store
 * opens it reports room, because a full heap refuses to load at all, which a full disk does not.
 */
final class StoreRoom implements Heap {

    private static final long MAX = 1L << 40;

    private volatile boolean full;
    private volatile boolean opening;

    void fill(boolean isFull) {
        full = isFull;
    }

    boolean isFull() {
        return full;
    }

    /** Runs {@code open} with the store reporting room: a disk that is full does not stop a start. */
    <T> T whileOpening(Supplier<T> open) {
        opening = true;
        try {
            return open.get();
        } finally {
            opening = false;
        }
    }

    @Override
    public long usedAfterCollection() {
        return full && !opening ? MAX : 0;
    }

    @Override
    public long max() {
        return MAX;
    }
}
