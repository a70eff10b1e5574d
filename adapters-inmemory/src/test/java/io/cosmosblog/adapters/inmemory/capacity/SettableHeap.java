package io.cosmosblog.adapters.inmemory.capacity;

import java.util.concurrent.atomic.AtomicLong;

/** A heap whose figures a test sets. */
public final class SettableHeap implements Heap {

    private final long max;
    private final AtomicLong used = new AtomicLong();

    public SettableHeap(long max) {
        this.max = max;
    }

    public void use(long bytes) {
        used.set(bytes);
    }

    @Override
    public long usedAfterCollection() {
        return used.get();
    }

    @Override
    public long max() {
        return max;
    }
}
