package io.cosmosblog.adapters.inmemory.v3;

import io.cosmosblog.adapters.inmemory.container.InMemoryCharges;
import io.cosmosblog.adapters.inmemory.container.LockedPartitions;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.IntFunction;

/**
 * The feed, one small partition as on Cosmos DB. Reads vastly outnumber writes, so every write
 * publishes an immutable snapshot and reads never wait for a lock. It holds twice the
 * {@value #CAPACITY} posts it shows: when a post is deleted, the next older one moves up from the
 * reserve. Only once deletes have left fewer than {@value #CAPACITY} does it refill from the posts
 * themselves ({@code newest}, a scan), a read of the whole store paid at most once per
 * {@value #CAPACITY} deletes in a store large enough to fill it.
 */
public final class InMemoryFeedView implements FeedView {

    private static final int HELD = 2 * CAPACITY;

    private final StorageMeter meter;
    private final LockedPartitions<String, SummaryList> feed;
    private final IntFunction<List<PostSummary>> newest;
    private volatile List<PostSummary> snapshot = List.of();

    /** Its one partition metered on {@code meter}; {@code newest}: the newest posts that exist, as many as asked, newest first. */
    public InMemoryFeedView(StorageMeter meter, IntFunction<List<PostSummary>> newest) {
        this.meter = meter;
        this.feed = LockedPartitions.view(PartitionNames.FEED, meter);
        this.newest = newest;
    }

    /** The snapshot published last, read without a lock: metered as the query in the feed's partition it stands for. */
    @Override
    public List<PostSummary> latest(int limit) {
        long start = System.nanoTime();
        List<PostSummary> all = snapshot;
        List<PostSummary> latest = all.subList(0, Math.min(limit, all.size()));
        meter.record(PartitionNames.feed(), InMemoryCharges.read(latest), System.nanoTime() - start);
        return latest;
    }

    @Override
    public void put(PostSummary summary) {
        write(summary, SummaryList::put);
    }

    @Override
    public void restore(PostSummary summary) {
        write(summary, SummaryList::restore);
    }

    /**
     * The refill reads the posts outside the feed's lock; what it finds goes in as any late copy
     * would ({@link SummaryList#put}): a post deleted or changed meanwhile is not set back.
     */
    @Override
    public void remove(DeletedPost post) {
        boolean underfilled = feed.upsert(PartitionNames.FEED_KEY, SummaryList::new, list -> {
            synchronized (list) {
                boolean dropped = list.remove(post);
                if (dropped) {
                    snapshot = list.after(null, CAPACITY);
                }
                return dropped && list.size() < CAPACITY;
            }
        });
        if (underfilled) {
            List<PostSummary> found = newest.apply(HELD);
            feed.upsert(PartitionNames.FEED_KEY, SummaryList::new, list -> {
                synchronized (list) {
                    found.forEach(list::put);
                    list.keepNewest(HELD);
                    snapshot = list.after(null, CAPACITY);
                }
                return null;
            });
        }
    }

    private void write(PostSummary summary, BiPredicate<SummaryList, PostSummary> write) {
        feed.upsert(PartitionNames.FEED_KEY, SummaryList::new, list -> {
            synchronized (list) {
                if (write.test(list, summary)) {
                    list.keepNewest(HELD);
                    snapshot = list.after(null, CAPACITY);
                }
            }
            return null;
        });
    }
}
