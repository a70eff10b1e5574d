package io.cosmosblog.adapters.cosmos.ports;

import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.HeadItems;
import io.cosmosblog.application.storage.Page;
import io.cosmosblog.application.storage.PageRequest;
import io.cosmosblog.application.storage.UserPostsView;
import io.cosmosblog.application.storage.plumbing.ContinuationScope;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.function.Function;

/**
 * Q3 in the V1 and V2 models, which keep no copies of a user's posts: a query across every
 * partition of the posts, newest first, paged by the SDK's own continuation (it carries each
 * physical partition's position) wrapped for this user's list. Ties on the date are broken by
 * the post id, as V3's copies are, so every model lists the same posts in the same order. In V1 each post on the page is
 * then completed as Q2 completes it (its counts), with one read of the author for the page; in V2
 * the post carries both. Nothing is stored, so {@link #put} and {@link #restore} have nothing to do.
 */
public final class QueriedUserPosts implements UserPostsView {

    private static final String POSTS_OF = "SELECT * FROM c WHERE c.type = @type AND c.userId = @userId"
            + " ORDER BY c.creationDate DESC, c.postId ASC";

    private final ContainerGateway posts;
    private final Function<List<JsonNode>, List<Post>> complete;

    /** {@code complete}: how items of the posts become posts ({@link LookedUp} in V1, as they are in V2). */
    private QueriedUserPosts(ContainerGateway posts, Function<List<JsonNode>, List<Post>> complete) {
        this.posts = posts;
        this.complete = complete;
    }

    /** V1's: each post completed by lookups. */
    public static QueriedUserPosts normalized(ContainerGateway users, ContainerGateway posts) {
        return new QueriedUserPosts(posts, new LookedUp(users, posts)::posts);
    }

    /** V2's: each post carries its author's name and its counts. */
    public static QueriedUserPosts denormalized(ContainerGateway posts) {
        return new QueriedUserPosts(posts, items -> items.stream().map(HeadItems.POSTS::head).toList());
    }

    @Override
    public Page<PostSummary> postsOf(UserId user, PageRequest request) {
        SqlQuerySpec query = new SqlQuerySpec(POSTS_OF, List.of(
                new SqlParameter("@type", HeadItems.POSTS.type()), new SqlParameter("@userId", user.value())));
        Page<JsonNode> page = posts.pageAcrossPartitions(ContinuationScope.postsOf(user), query, request);
        return new Page<>(complete.apply(page.items()).stream().map(Post::summary).toList(), page.continuation());
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
