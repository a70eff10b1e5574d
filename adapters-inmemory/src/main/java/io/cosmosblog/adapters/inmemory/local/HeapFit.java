package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Whether what {@code blog.db} holds fits this JVM's heap once loaded, asked before a start loads
 * it and again while it loads: a store that outgrew its heap stops the start in one line naming
 * the heap it needs, never with an {@code OutOfMemoryError} (and never after minutes of loading).
 */
final class HeapFit {

    /**
     * What an item takes on disk beyond what it takes in the heap, once loaded and its views
     * rebuilt: text weighs about the same in both (UTF-8 on disk, one or two bytes a character in
     * memory), but each row carries more on disk than in memory. Measured: 266 bytes on disk and 141
     * in the heap per item on the article-shaped data set (125 more on disk); 57 MiB on disk and
     * 49 MiB in the heap for 300 posts of 100,000 characters. 100 leaves room to spare.
     */
    static final long DISK_BEYOND_HEAP_PER_ITEM = 100;
    /** What serving takes beside the data: threads, buffers, the projections' queues. */
    static final long SERVING = 64L * 1024 * 1024;
    private static final long MIB = 1024 * 1024;

    private final Path path;
    private final Heap heap;
    private final HeapAndDiskMarks room;

    HeapFit(Path path, Heap heap, HeapAndDiskMarks room) {
        this.path = path;
        this.heap = heap;
        this.room = room;
    }

    /** Refuses, before loading, a store of {@code items} whose data would pass the heap's high-water mark. */
    void checkBeforeLoading(Connection connection, long items) throws SQLException {
        long stored = bytesInUse(connection);
        long data = Math.max(stored - DISK_BEYOND_HEAP_PER_ITEM * items, stored / 4);
        long needed = (long) ((data + SERVING) / room.heapShare());
        if (needed > heap.max()) {
            throw tooLarge(String.format("holds %,d MiB of data", Math.max(1, stored / MIB)), needed);
        }
    }

    /** Stops a load that passed the high-water mark after all, {@code loaded} of {@code total} items in. */
    void checkWhileLoading(long loaded, long total) {
        long used = heap.usedAfterCollection();
        if (used > room.heapShare() * heap.max()) {
            double share = total == 0 ? 1 : (double) loaded / total;
            throw tooLarge(String.format("passed %.0f%% of the heap after loading %,d of its %,d items", room.heapShare() * 100,
                    loaded, total), (long) (used / Math.max(share, 0.01) / room.heapShare()));
        }
    }

    /** The load ran out of heap before a check caught it: said the same way, with what is known. */
    DataDirectoryException outOfHeap(OutOfMemoryError e) {
        DataDirectoryException refused = tooLarge("did not fit the heap while loading", 2 * heap.max());
        refused.addSuppressed(e);
        return refused;
    }

    private DataDirectoryException tooLarge(String what, long needed) {
        long mib = (needed + MIB - 1) / MIB;
        return new DataDirectoryException(path, String.format("%s: loading and serving it needs a heap of about %,d MiB, and this "
                + "JVM may use %,d MiB; start it with a larger heap, e.g. java -Xmx%dm -jar bootstrap/target/cosmos-blog.jar "
                + "(or JAVA_TOOL_OPTIONS=-Xmx%dm)", what, mib, heap.max() / MIB, mib, mib));
    }

    private static long bytesInUse(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("SELECT (SELECT page_count FROM pragma_page_count()) - "
                        + "(SELECT freelist_count FROM pragma_freelist_count()), (SELECT page_size FROM pragma_page_size())")) {
            row.next();
            return row.getLong(1) * row.getLong(2);
        }
    }
}
