package io.cosmosblog.adapters.inmemory.capacity;

/**
 * How far the local and in-memory stores may fill before they refuse writes (507): the share of
 * the heap in use after a collection, and the disk space that must stay free. Reads go on past
 * either mark, and so do deletes, which make room.
 *
 * @param heapShare refuse writes once the heap in use after a collection passes this share of the maximum
 * @param diskFree refuse writes once less than this many bytes are left on the data directory's disk
 * @param heapKept bytes of that share kept for what serves beside the store and may still grow (the rate limiters'
 *        caches, to their bound): the store's mark is that much lower
 */
public record HeapAndDiskMarks(double heapShare, long diskFree, long heapKept) {

    /**
     * 85%: G1 starts reclaiming the old generation near half the heap, so after a collection more
     * than this is live data, with the rest needed to serve; 256 MiB leaves SQLite room to checkpoint
     * its log and a backup a start.
     */
    public static final HeapAndDiskMarks DEFAULT = new HeapAndDiskMarks(0.85, 256L * 1024 * 1024);

    public HeapAndDiskMarks {
        if (!(heapShare > 0 && heapShare <= 1) || diskFree < 0 || heapKept < 0) {
            throw new IllegalArgumentException("the heap's share is more than 0 and at most 1, free disk and heap kept 0 or more");
        }
    }

    public HeapAndDiskMarks(double heapShare, long diskFree) {
        this(heapShare, diskFree, 0);
    }

    /** The same marks, with {@code bytes} of the heap's share kept for what serves beside the store. */
    public HeapAndDiskMarks keepingHeap(long bytes) {
        return new HeapAndDiskMarks(heapShare, diskFree, bytes);
    }
}
