package io.cosmosblog.adapters.cosmos.query;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;

/**
 * What V1's and V2's views share: the posts are queried where they are, and each page of items
 * becomes posts as the model reads them. Nothing is stored, so {@code put}, {@code restore} and {@code remove}
 * have nothing to do.
 */
abstract class ViewByQuery {

    final ContainerGateway posts;
    private final PostsFromItems complete;

    ViewByQuery(ContainerGateway posts, PostsFromItems complete) {
        this.posts = posts;
        this.complete = complete;
    }

    final List<PostSummary> summaries(List<JsonNode> items) {
        return complete.posts(items).stream().map(Post::summary).toList();
    }

    /** No copy to keep: the posts are queried where they are. */
    public final void put(PostSummary summary) {
    }

    /** No copy to repair. */
    public final void restore(PostSummary summary) {
    }

    /** No copy to drop: the queries leave a deleted post's tombstone out. */
    public final void remove(DeletedPost post) {
    }
}
