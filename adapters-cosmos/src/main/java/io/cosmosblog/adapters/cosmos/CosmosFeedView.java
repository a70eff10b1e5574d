package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.models.PartitionKey;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import io.cosmosblog.application.feed.FeedView;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;

/**
 * Q6: the feed is one small partition of {@code feed} (type = "post"), read by one query. The
 * {@code truncateFeed} post-trigger runs with every new copy and keeps only the newest 100.
 */
final class CosmosFeedView implements FeedView {

    private static final String LATEST = "SELECT TOP @n * FROM c ORDER BY c.creationDate DESC, c.postId ASC";
    private static final PartitionKey KEY = new PartitionKey(Partitions.FEED_KEY);

    private final CosmosAsyncContainer feed;
    private final PartitionPager pager;
    private final SummaryCopies copies;

    CosmosFeedView(CosmosAsyncContainer feed, PartitionPager pager, SummaryCopies copies) {
        this.feed = feed;
        this.pager = pager;
        this.copies = copies;
    }

    @Override
    public List<PostSummary> latest(int limit) {
        SqlQuerySpec query = new SqlQuerySpec(LATEST, List.of(new SqlParameter("@n", limit)));
        return pager.all(feed, Partitions.FEED, KEY, query).stream().map(SummaryItems::summary).toList();
    }

    @Override
    public void put(PostSummary summary) {
        copies.put(Partitions.FEED, KEY, summary);
    }
}
