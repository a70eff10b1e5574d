package io.cosmosblog.adapters.cosmos.ports;

import com.azure.cosmos.models.CosmosPatchOperations;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.HeadItems;
import io.cosmosblog.application.storage.Posts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/** C2 and Q2: each post is the head item of its own partition in {@code posts}. */
public final class CosmosPosts extends HeadItemPort<Post, PostId> implements Posts {

    private static final String IS_POST = "FROM c WHERE c.type = '" + HeadItems.POSTS.type() + "'";
    private static final SqlQuerySpec COUNT = new SqlQuerySpec("SELECT VALUE COUNT(1) FROM c WHERE c.type = @type",
            List.of(new SqlParameter("@type", HeadItems.POSTS.type())));
    private static final SqlQuerySpec EVERY_POST = new SqlQuerySpec("SELECT * FROM c WHERE c.type = @type",
            List.of(new SqlParameter("@type", HeadItems.POSTS.type())));

    public CosmosPosts(ContainerGateway posts) {
        super(posts, HeadItems.POSTS, PostId::value);
    }

    /** A count across partitions: with several physical partitions, the SDK adds up each one's count. */
    @Override
    public long count() {
        return container.acrossPartitions(COUNT).stream().mapToLong(JsonNode::asLong).sum();
    }

    /**
     * A query across partitions for the post items only, read page by page: cheaper than the change
     * feed from the beginning, which would also read every comment and like, and it needs no lease.
     */
    @Override
    public void forEach(Consumer<Post> visitor) {
        container.acrossPartitions(EVERY_POST, item -> visitor.accept(HeadItems.POSTS.head(item)));
    }

    /**
     * One patch: title and content set, revision incremented, applied atomically by the server,
     * so counters bumped meanwhile by comments and likes are never overwritten.
     */
    @Override
    public Optional<Post> edit(PostId id, Title title, PostContent content) {
        CosmosPatchOperations patch = CosmosPatchOperations.create()
                .set("/title", title.value())
                .set("/content", content.value())
                .increment("/revision", 1);
        return container.patch(id.value(), id.value(), patch, IS_POST).map(HeadItems.POSTS::head);
    }
}
