package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.Room;
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
     * Heap per byte of {@code blog.db} in use, once loaded and its views rebuilt: measured about
     * 0.55 on the article-shaped data set (141 bytes of heap and 266 of disk per item); text weighs
     * about the same in both (UTF-8 on disk, one or two bytes a character in memory), so 1 bounds
     * both with room to spare.
     */
    static final double HEAP_PER_STORED_BYTE = 1.0;
    /** What serving takes beside the data: threads, buffers, the projections' queues. */
    static final long SERVING = 64L * 1024 * 1024;
    private static final long MIB = 1024 * 1024;

    private final Path path;
    private final Heap heap;
    private final Room room;

    HeapFit(Path path, Heap heap, Room room) {
        this.path = path;
        this.heap = heap;
        this.room = room;
    }

    /** Refuses, before loading, a store whose data would pass the heap's high-water mark. */
    void checkBeforeLoading(Connection connection) throws SQLException {
        long stored = bytesInUse(connection);
        long needed = (long) ((stored * HEAP_PER_STORED_BYTE + SERVING) / room.heapShare());
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
