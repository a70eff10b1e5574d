package io.cosmosblog.adapters.cosmos.query;

import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.model.PostQueries;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;

/**
 * Q6 in the V1 and V2 models, which keep no feed: the newest posts by a query across every
 * partition of the posts (TOP n, newest first: the SDK merges each physical partition's newest).
 * In V1 each is then completed as Q2 completes it (its counts), with one read per distinct author;
 * in V2 the post carries its name and counts.
 */
public final class CosmosFeedByQuery extends ViewByQuery implements FeedView {

    // Ties on the date broken by the post id, as in V3's feed.
    private static final String LATEST = "SELECT TOP @n * FROM c WHERE " + PostQueries.LIVE_POSTS
            + " ORDER BY c.creationDate DESC, c.postId ASC";

    public CosmosFeedByQuery(ContainerGateway posts, PostsFromItems complete) {
        super(posts, complete);
    }

    @Override
    public List<PostSummary> latest(int limit) {
        SqlQuerySpec query = new SqlQuerySpec(LATEST, List.of(
                new SqlParameter("@n", limit), new SqlParameter("@type", EntityItems.POSTS.type())));
        return summaries(posts.allAcrossPartitions(query));
    }
}
