package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.models.CosmosPatchOperations;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.storage.Posts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/** C2 and Q2: each post is the head item of its own partition in {@code posts}. */
final class CosmosPosts implements Posts {

    private static final String IS_POST = "FROM c WHERE c.type = '" + PostItems.TYPE + "'";
    private static final SqlQuerySpec COUNT = new SqlQuerySpec("SELECT VALUE COUNT(1) FROM c WHERE c.type = @type",
            List.of(new SqlParameter("@type", PostItems.TYPE)));
    private static final SqlQuerySpec EVERY_POST = new SqlQuerySpec("SELECT * FROM c WHERE c.type = @type",
            List.of(new SqlParameter("@type", PostItems.TYPE)));

    private final ContainerGateway posts;

    CosmosPosts(ContainerGateway posts) {
        this.posts = posts;
    }

    @Override
    public void add(Post post) {
        try {
            posts.create(post.id().value(), PostItems.item(post));
        } catch (StoreException e) {
            throw e.is(StoreFailure.CONFLICT) ? new IllegalStateException("post " + post.id() + " exists already", e) : e;
        }
    }

    @Override
    public Optional<Post> find(PostId id) {
        return posts.read(id.value(), id.value()).filter(PostItems::isPost).map(PostItems::post);
    }

    /** A count across partitions: with several physical partitions, the SDK adds up each one's count. */
    @Override
    public long count() {
        return posts.acrossPartitions(COUNT).stream().mapToLong(JsonNode::asLong).sum();
    }

    /**
     * A query across partitions for the post items only, read page by page: cheaper than the change
     * feed from the beginning, which would also read every comment and like, and it needs no lease.
     */
    @Override
    public void forEach(Consumer<Post> visitor) {
        posts.acrossPartitions(EVERY_POST, item -> visitor.accept(PostItems.post(item)));
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
        return posts.patch(id.value(), id.value(), patch, IS_POST).map(PostItems::post);
    }
}
