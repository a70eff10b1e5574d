package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosItemRequestOptions;
import com.azure.cosmos.models.CosmosItemResponse;
import com.azure.cosmos.models.CosmosPatchItemRequestOptions;
import com.azure.cosmos.models.CosmosPatchOperations;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.posts.Posts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import java.util.Optional;

/** C2 and Q2: each post is the head item of its own partition in {@code posts}. */
final class CosmosPosts implements Posts {

    private final CosmosAsyncContainer posts;
    private final Metered metered;
    private final Unprojected unprojected;

    CosmosPosts(CosmosAsyncContainer posts, Metered metered, Unprojected unprojected) {
        this.posts = posts;
        this.metered = metered;
        this.unprojected = unprojected;
    }

    @Override
    public void add(Post post) {
        try {
            metered.call(Partitions.posts(post.id()),
                    posts.createItem(PostItems.item(post), key(post.id()), new CosmosItemRequestOptions()),
                    CosmosItemResponse::getRequestCharge);
            unprojected.written(Partitions.posts(post.id()), post.revision());
        } catch (CosmosException e) {
            throw Metered.is(e, Metered.CONFLICT) ? new IllegalStateException("post " + post.id() + " exists already", e) : e;
        }
    }

    @Override
    public Optional<Post> find(PostId id) {
        return metered.read(Partitions.posts(id), posts, id.value(), key(id)).filter(PostItems::isPost).map(PostItems::post);
    }

    /**
     * One patch: title and content set, revision incremented, applied atomically by the server,
     * so counters bumped meanwhile by the comment and like scripts are never overwritten.
     */
    @Override
    public Optional<Post> edit(PostId id, Title title, PostContent content) {
        CosmosPatchOperations patch = CosmosPatchOperations.create()
                .set("/title", title.value())
                .set("/content", content.value())
                .increment("/revision", 1);
        CosmosPatchItemRequestOptions options = new CosmosPatchItemRequestOptions();
        options.setContentResponseOnWriteEnabled(true);
        options.setFilterPredicate("FROM c WHERE c.type = 'post'");
        try {
            Post edited = PostItems.post(metered.call(Partitions.posts(id),
                    posts.patchItem(id.value(), key(id), patch, options, JsonNode.class),
                    CosmosItemResponse::getRequestCharge).getItem());
            unprojected.written(Partitions.posts(id), edited.revision());
            return Optional.of(edited);
        } catch (CosmosException e) {
            if (Metered.is(e, Metered.NOT_FOUND) || Metered.is(e, Metered.PRECONDITION_FAILED)) {
                return Optional.empty();
            }
            throw e;
        }
    }

    private static PartitionKey key(PostId id) {
        return new PartitionKey(id.value());
    }
}
