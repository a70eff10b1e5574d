package io.cosmosblog.adapters.cosmos.query;

import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.model.PostQueries;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.UserPostsView;
import io.cosmosblog.application.port.plumbing.ContinuationScope;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.UserId;
import java.util.List;

/**
 * Q3 in the V1 and V2 models, which keep no copies of a user's posts: a query across every
 * partition of the posts, newest first, paged by the SDK's own continuation (it carries each
 * physical partition's position) wrapped for this user's list. Ties on the date are broken by
 * the post id, as V3's copies are, so every model lists the same posts in the same order. In V1
 * each post on the page is then completed as Q2 completes it (its counts), with one read of the
 * author for the page; in V2 the post carries both.
 */
public final class CosmosUserPostsByQuery extends ViewByQuery implements UserPostsView {

    private static final String POSTS_OF = "SELECT * FROM c WHERE " + PostQueries.LIVE_POSTS + " AND c.userId = @userId"
            + " ORDER BY c.creationDate DESC, c.postId ASC";

    public CosmosUserPostsByQuery(ContainerGateway posts, PostsFromItems complete) {
        super(posts, complete);
    }

    @Override
    public Page<PostSummary> postsOf(UserId user, PageRequest request) {
        SqlQuerySpec query = new SqlQuerySpec(POSTS_OF, List.of(
                new SqlParameter("@type", EntityItems.POSTS.type()), new SqlParameter("@userId", user.value())));
        Page<JsonNode> page = posts.pageAcrossPartitions(ContinuationScope.postsOf(user), query, request);
        return new Page<>(summaries(page.items()), page.continuation());
    }
}
