package io.cosmosblog.adapters.inmemory.capacity;

/** What the store's memory holds, as the collector last found it, and the most it may hold. */
public interface Heap {

    /** Heap in use right after the latest garbage collection (live data, and garbage not yet reclaimed). */
    long usedAfterCollection();

    /** The heap's limit ({@code -Xmx}). */
    long max();

    /** This JVM's heap, as its collectors report it. */
    static Heap ofThisJvm() {
        return new Heap() {
            @Override
            public long usedAfterCollection() {
                return CollectorReports.INSTANCE.usedAfterCollection();
            }

            @Override
            public long max() {
                return Runtime.getRuntime().maxMemory();
            }
        };
    }
}
