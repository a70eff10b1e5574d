package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.feed.FeedView;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;

/**
 * The feed, one small partition as on Cosmos DB. Reads vastly outnumber writes, so every write
 * publishes an immutable snapshot and reads never wait for a lock.
 */
final class InMemoryFeedView implements FeedView {

    private final SummaryShelf shelf = new SummaryShelf();
    private final Metering metering;
    private volatile List<PostSummary> snapshot = List.of();

    InMemoryFeedView(Metering metering) {
        this.metering = metering;
    }

    @Override
    public List<PostSummary> latest(int limit) {
        return metering.operation(Metering.FEED, () -> {
            List<PostSummary> all = snapshot;
            return all.subList(0, Math.min(limit, all.size()));
        });
    }

    @Override
    public void put(PostSummary summary) {
        metering.operation(Metering.FEED, () -> {
            synchronized (shelf) {
                if (shelf.put(summary)) {
                    shelf.keepNewest(CAPACITY);
                    snapshot = shelf.after(null, CAPACITY);
                }
            }
        });
    }
}
