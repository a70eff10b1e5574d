package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import io.cosmosblog.application.feed.FeedView;
import io.cosmosblog.application.metering.Partitions;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;

/**
 * Q6: the feed is one small partition of {@code feed} (type = "post"), read by one query. The
 * {@code truncateFeed} post-trigger runs with every new copy and keeps only the newest 100.
 */
final class CosmosFeedView implements FeedView {

    private static final String LATEST = "SELECT TOP @n * FROM c ORDER BY c.creationDate DESC, c.postId ASC";

    private final ContainerGateway feed;
    private final SummaryCopies copies;

    CosmosFeedView(ContainerGateway feed, SummaryCopies copies) {
        this.feed = feed;
        this.copies = copies;
    }

    @Override
    public List<PostSummary> latest(int limit) {
        SqlQuerySpec query = new SqlQuerySpec(LATEST, List.of(new SqlParameter("@n", limit)));
        return feed.all(Partitions.FEED_KEY, query).stream().map(SummaryItems::summary).toList();
    }

    @Override
    public void put(PostSummary summary) {
        copies.put(Partitions.FEED_KEY, summary);
    }

    @Override
    public void restore(PostSummary summary) {
        copies.restore(Partitions.FEED_KEY, summary);
    }
}
