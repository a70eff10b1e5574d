package io.cosmosblog.adapters.cosmos.ports;

import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.SummaryItems;
import io.cosmosblog.adapters.cosmos.provisioning.Scripts;
import io.cosmosblog.application.storage.FeedView;
import io.cosmosblog.application.storage.Partitions;
import io.cosmosblog.domain.post.PostSummary;
import java.time.Instant;
import java.util.List;

/**
 * Q6: the feed is one small partition of {@code feed} (type = "post"), read by one query. The
 * {@code truncateFeed} post-trigger runs with every new copy and keeps only the newest 100.
 *
 * The feed is the platform's hottest partition, so a copy that could not enter it is not written
 * at all: whenever a read sees the feed full, it remembers the oldest creation date kept, and a
 * change to a post older than that (a comment on last year's post) costs the feed nothing. Posts
 * are never deleted, so that bound only ever moves forward and a remembered one is safe to use.
 */
public final class CosmosFeedView implements FeedView {

    private static final String FIELDS = "c.postId, c.userId, c.userUsername, c.title, c.content, c.commentCount,"
            + " c.likeCount, c.creationDate, c.revision";
    private static final String LATEST = "SELECT TOP @n " + FIELDS + " FROM c ORDER BY c.creationDate DESC, c.postId ASC";

    private final ContainerGateway feed;
    private final SummaryCopies copies;
    private volatile Instant oldestKept = Instant.MIN;

    public CosmosFeedView(ContainerGateway feed) {
        this.feed = feed;
        this.copies = new SummaryCopies(feed, List.of(Scripts.TRUNCATE_FEED));
    }

    @Override
    public List<PostSummary> latest(int limit) {
        SqlQuerySpec query = new SqlQuerySpec(LATEST, List.of(new SqlParameter("@n", limit)));
        List<PostSummary> latest = feed.all(Partitions.FEED_KEY, query).stream().map(SummaryItems::summary).toList();
        if (latest.size() == CAPACITY) {
            Instant oldest = latest.get(latest.size() - 1).creationDate();
            if (oldest.isAfter(oldestKept)) {
                oldestKept = oldest;
            }
        }
        return latest;
    }

    @Override
    public void put(PostSummary summary) {
        if (summary.creationDate().isBefore(oldestKept)) {
            return;
        }
        copies.put(Partitions.FEED_KEY, summary);
    }

    @Override
    public void restore(PostSummary summary) {
        copies.restore(Partitions.FEED_KEY, summary);
    }
}
