package io.cosmosblog.adapters.inmemory.v3;

import io.cosmosblog.adapters.inmemory.container.Container;
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

    private final Container<String, SummaryList> feed;
    private volatile List<PostSummary> snapshot = List.of();

    InMemoryFeedView(Container<String, SummaryList> feed) {
        this.feed = feed;
    }

    @Override
    public List<PostSummary> latest(int limit) {
        return feed.read(Partitions.FEED_KEY, list -> {
            List<PostSummary> all = snapshot;
            return all.subList(0, Math.min(limit, all.size()));
        });
    }

    @Override
    public void put(PostSummary summary) {
        write(summary, SummaryList::put);
    }

    @Override
    public void restore(PostSummary summary) {
        write(summary, SummaryList::restore);
    }

    private void write(PostSummary summary, BiPredicate<SummaryList, PostSummary> write) {
        feed.upsert(Partitions.FEED_KEY, SummaryList::new, list -> {
            synchronized (list) {
                if (write.test(list, summary)) {
                    list.keepNewest(CAPACITY);
                    snapshot = list.after(null, CAPACITY);
                }
            }
            return null;
        });
    }
}
