package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.storage.FeedView;
import io.cosmosblog.application.storage.metering.Partitions;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * The feed, one small partition as on Cosmos DB. Reads vastly outnumber writes, so every write
 * publishes an immutable snapshot and reads never wait for a lock.
 */
final class InMemoryFeedView implements FeedView {

    private final Container<String, SummaryShelf> feed;
    private volatile List<PostSummary> snapshot = List.of();

    InMemoryFeedView(Container<String, SummaryShelf> feed) {
        this.feed = feed;
    }

    @Override
    public List<PostSummary> latest(int limit) {
        return feed.read(Partitions.FEED_KEY, shelf -> {
            List<PostSummary> all = snapshot;
            return all.subList(0, Math.min(limit, all.size()));
        });
    }

    @Override
    public void put(PostSummary summary) {
        write(summary, SummaryShelf::put);
    }

    @Override
    public void restore(PostSummary summary) {
        write(summary, SummaryShelf::restore);
    }

    private void write(PostSummary summary, BiPredicate<SummaryShelf, PostSummary> write) {
        feed.upsert(Partitions.FEED_KEY, SummaryShelf::new, shelf -> {
            synchronized (shelf) {
                if (write.test(shelf, summary)) {
                    shelf.keepNewest(CAPACITY);
                    snapshot = shelf.after(null, CAPACITY);
                }
            }
            return null;
        });
    }
}
