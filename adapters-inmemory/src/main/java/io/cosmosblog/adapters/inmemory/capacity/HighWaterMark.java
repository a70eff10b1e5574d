package io.cosmosblog.adapters.inmemory.capacity;

import io.cosmosblog.application.port.StorageFullException;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Where the local and in-memory stores stop taking writes: past the {@link HeapAndDiskMarks}'s share of the
 * heap (in use after a collection, with the heap it keeps for serving) or below its free disk, a write is refused with
 * {@link StorageFullException} before it changes anything, so the heap never runs out and SQLite
 * never meets a full disk mid-commit. Crossing the mark, either way, is logged once; while past
 * it, health says so.
 */
public final class HighWaterMark {

    private static final System.Logger LOG = System.getLogger(HighWaterMark.class.getName());
    private static final long MIB = 1024 * 1024;
    private static final long DISK_LOOKED_AT_MOST_EVERY_NANOS = 250_000_000L;

    private final Heap heap;
    private final DiskSpace disk;
    private final HeapAndDiskMarks room;
    private final AtomicReference<String> past = new AtomicReference<>();
    private volatile long diskLookedAt = System.nanoTime() - DISK_LOOKED_AT_MOST_EVERY_NANOS;
    private volatile long diskUsable = Long.MAX_VALUE;

    public HighWaterMark(Heap heap, DiskSpace disk, HeapAndDiskMarks room) {
        this.heap = heap;
        this.disk = disk;
        this.room = room;
    }

    /** Throws {@link StorageFullException} while the store is past its mark. */
    public void refuseIfFull() {
        if (pastMark().isPresent()) {
            throw new StorageFullException("the blog's storage is full: reading goes on, and deleting, but writing is refused "
                    + "until an operator makes room");
        }
    }

    /** For health: why writes are refused, when they are. */
    public List<String> warnings() {
        return pastMark().map(why -> List.of("writes refused (507): " + why)).orElse(List.of());
    }

    private Optional<String> pastMark() {
        String why = null;
        long used = heap.usedAfterCollection();
        long max = heap.max();
        if (used + room.heapKept() > room.heapShare() * max) {
            String kept = room.heapKept() == 0 ? "" : String.format(" less the %,d MiB kept for serving", room.heapKept() / MIB);
            why = String.format("the heap in use after a collection, %,d MiB, is past %.0f%% of its %,d MiB%s: give the JVM more "
                    + "(-Xmx) or the store less", used / MIB, room.heapShare() * 100, max / MIB, kept);
        } else {
            long usable = diskUsable();
            if (usable < room.diskFree()) {
                why = String.format("%,d MiB are left on the data directory's disk, less than the %,d MiB kept free", usable / MIB,
                        room.diskFree() / MIB);
            }
        }
        report(why);
        return Optional.ofNullable(why);
    }

    private long diskUsable() {
        long now = System.nanoTime();
        if (now - diskLookedAt >= DISK_LOOKED_AT_MOST_EVERY_NANOS) {
            diskUsable = disk.usable();
            diskLookedAt = now;
        }
        return diskUsable;
    }

    /** Logs a crossing once, whichever thread sees it first. */
    private void report(String why) {
        String before = past.get();
        if ((before == null) != (why == null) && past.compareAndSet(before, why)) {
            if (why == null) {
                LOG.log(Level.INFO, "The store is below its high-water mark again: writes are taken");
            } else {
                LOG.log(Level.WARNING, "The store passed its high-water mark: writes are refused with 507 until it has room ("
                        + why + ")");
            }
        }
    }
}
