package io.cosmosblog.adapters.cosmos.changefeed;

import io.cosmosblog.adapters.cosmos.gateway.EntityWrites;
import java.time.Duration;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which writes this instance made to users and posts the change feed handlers have not yet
 * projected, by item key. Every write to a user or a post raises its revision, so "projected"
 * is exact: a handler that saw revision r settles every write up to r, even when the change feed
 * merged several writes into one delivery, and even when it ran before the writer noted its
 * write (both sides keep the highest revision they saw).
 *
 * Another instance's processor may own the lease and project the write instead; entries are
 * forgotten after {@link #HORIZON}, so they neither leak nor block a waiter forever.
 *
 * <p>A delete settles every write of its item sent before the delete was noted, whenever that
 * write is noted: applied before the delete, it went with the item, and the change feed, which
 * shows no deletes, will never deliver it (a rename racing its account's erasure, noted last).
 */
public final class PendingWrites implements EntityWrites {

    static final Duration HORIZON = Duration.ofMinutes(5);

    /** {@code deletedNanos}: when the item was last noted deleted, if it was. */
    private record Item(long written, long projected, long touchedNanos, OptionalLong deletedNanos) {

        boolean isPending() {
            return written > projected;
        }

        boolean settledByDelete(long sentNanos) {
            return deletedNanos.isPresent() && deletedNanos.getAsLong() - sentNanos > 0;
        }
    }

    private final Map<String, Item> items = new ConcurrentHashMap<>();

    @Override
    public void written(String key, long revision, long sentNanos) {
        long now = System.nanoTime();
        items.compute(key, (k, old) -> {
            if (old == null) {
                return new Item(revision, 0, now, OptionalLong.empty());
            }
            return old.settledByDelete(sentNanos) ? old
                    : new Item(Math.max(old.written, revision), old.projected, now, old.deletedNanos);
        });
    }

    /**
     * The item is gone: the change feed shows no deletes, so a write it had not read before the
     * delete is never delivered, and there is nothing left to project. What it owed is forgotten,
     * so that an item made again under the same key (a copy), whose revisions start over, is
     * waited for afresh; when the delete was noted is kept, for the writes sent before it.
     */
    @Override
    public void deleted(String key) {
        long now = System.nanoTime();
        items.put(key, new Item(0, 0, now, OptionalLong.of(now)));
    }

    void projected(String key, long revision) {
        long now = System.nanoTime();
        items.merge(key, new Item(0, revision, now, OptionalLong.empty()),
                (old, fresh) -> new Item(old.written, Math.max(old.projected, revision), now, old.deletedNanos));
    }

    /** How long the oldest write under {@code prefix} (e.g. "posts/") has waited for its projection. */
    Duration oldestPending(String prefix) {
        long now = System.nanoTime();
        return items.entrySet().stream()
                .filter(entry -> entry.getKey().startsWith(prefix) && entry.getValue().isPending())
                .mapToLong(entry -> now - entry.getValue().touchedNanos)
                .max().stream().mapToObj(Duration::ofNanos).findFirst().orElse(Duration.ZERO);
    }

    boolean isEmpty() {
        long expired = System.nanoTime() - HORIZON.toNanos();
        items.values().removeIf(item -> item.touchedNanos - expired < 0);
        return items.values().stream().noneMatch(Item::isPending);
    }
}
