package io.cosmosblog.adapters.cosmos.changefeed;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import java.util.Optional;

/**
 * How a model reads a changed post whole for its views: as stored (V3), or, in V4, with the likes
 * a hot post counts in partitions of its own, whose counters change without the post item.
 */
public interface WholePosts {

    /** V3: the post item is the whole post. */
    WholePosts AS_STORED = EntityItems.POSTS::entity;

    /** The post a changed live post item stands for. */
    Post post(JsonNode item);

    /** The post {@code item} counts something of, when it is such a counter (none in V3). */
    default Optional<PostId> countedOn(JsonNode item) {
        return Optional.empty();
    }

    /** {@code post} read whole, if it is a live post. */
    default Optional<Post> find(PostId post) {
        return Optional.empty();
    }
}
