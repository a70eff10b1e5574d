package io.cosmosblog.adapters.cosmos.ports;

import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.HeadItems;
import io.cosmosblog.application.storage.FeedView;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;
import java.util.function.Function;

/**
 * Q6 in the V1 and V2 models, which keep no feed: the newest posts by a query across every
 * partition of the posts (TOP n, newest first: the SDK merges each physical partition's newest).
 * In V1 each is then completed as Q2 completes it (its counts), with one read per distinct author;
 * in V2 the post carries its name and counts.
 * Nothing is stored, so {@link #put} and {@link #restore} have nothing to do.
 */
public final class QueriedFeed implements FeedView {

    // Ties on the date broken by the post id, as in V3's feed.
    private static final String LATEST = "SELECT TOP @n * FROM c WHERE c.type = @type"
            + " ORDER BY c.creationDate DESC, c.postId ASC";

    private final ContainerGateway posts;
    private final Function<List<JsonNode>, List<Post>> complete;

    private QueriedFeed(ContainerGateway posts, Function<List<JsonNode>, List<Post>> complete) {
        this.posts = posts;
        this.complete = complete;
    }

    /** V1's: each post completed by lookups. */
    public static QueriedFeed normalized(ContainerGateway users, ContainerGateway posts) {
        return new QueriedFeed(posts, new LookedUp(users, posts)::posts);
    }

    /** V2's: each post carries its author's name and its counts. */
    public static QueriedFeed denormalized(ContainerGateway posts) {
        return new QueriedFeed(posts, items -> items.stream().map(HeadItems.POSTS::head).toList());
    }

    @Override
    public List<PostSummary> latest(int limit) {
        SqlQuerySpec query = new SqlQuerySpec(LATEST, List.of(
                new SqlParameter("@n", limit), new SqlParameter("@type", HeadItems.POSTS.type())));
        return complete.apply(posts.allAcrossPartitions(query)).stream().map(Post::summary).toList();
    }

    /** No copy to keep: the posts are queried where they are. */
    @Override
    public void put(PostSummary summary) {
    }

    /** No copy to repair. */
    @Override
    public void restore(PostSummary summary) {
    }
}
