package io.cosmosblog.adapters.cosmos.v4;

import com.azure.cosmos.models.CosmosPatchOperations;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.items.Json;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.adapters.cosmos.model.PostQueries;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import java.util.ArrayList;
import java.util.List;

/**
 * The items of a hot post's likes, all in {@code v4-posts}: per shard, a partition keyed
 * {@code <postId>:likes-<n>} holding a counter ({@value #COUNTER_ID}) and the likes that fall
 * there, each V3's like item with the shard's key as its {@code postId} (its partition key, so
 * the rename's stored procedure finds it as it finds any copy of a name) and its post in
 * {@code post}. A user's likes of a post always fall in the same shard, so a second one conflicts
 * there. The post item lists its shards' keys in {@value #FIELD} once it is hot.
 */
final class LikeShards {

    /** On a hot post's item: its shards' keys. */
    static final String FIELD = "likeShards";
    static final String COUNTER_ID = "likes";
    static final String COUNTER_TYPE = "likeCount";
    /** On a shard's items: the post they belong to (their {@code postId} is the shard's key). */
    static final String POST = "post";
    /** A patch's condition: the counter's shard still takes likes (its post is not being deleted). */
    static final String OPEN = "FROM c WHERE NOT IS_DEFINED(c.closed)";
    /** A patch's or batch's condition on the post item: a live post, not hot yet. */
    static final String COLD_POST = PostQueries.IS_POST + " AND NOT IS_DEFINED(c." + FIELD + ")";

    private LikeShards() {
    }

    /** The prefix of a post's shard keys, to which {@link ShardKeys} adds {@code <n>}. */
    static String prefix(PostId post) {
        return post.value() + ":likes-";
    }

    /** The shard keys a post item lists: none while it is cold. */
    static List<String> of(JsonNode post) {
        List<String> keys = new ArrayList<>();
        post.path(FIELD).forEach(key -> keys.add(key.asText()));
        return keys;
    }

    static ArrayNode array(List<String> keys) {
        ArrayNode array = Json.MAPPER.createArrayNode();
        keys.forEach(array::add);
        return array;
    }

    /** The shard of a user's likes: String.hashCode is fixed by the language, so every instance agrees. */
    static String shardOf(List<String> keys, String identity) {
        return keys.get(Math.floorMod(identity.hashCode(), keys.size()));
    }

    static ObjectNode counter(String key, PostId post) {
        ObjectNode item = Json.object();
        item.put("id", COUNTER_ID);
        item.put("type", COUNTER_TYPE);
        item.put("postId", key);
        item.put(POST, post.value());
        item.put("likeCount", 0);
        item.put("revision", 0);
        return item;
    }

    static boolean isCounter(JsonNode item) {
        return COUNTER_TYPE.equals(item.path("type").asText());
    }

    /** The like as stored in shard {@code key}. */
    static ObjectNode like(Like like, String key) {
        ObjectNode item = ReactionItems.LIKES.item(like);
        item.put("postId", key);
        item.put(POST, like.postId().value());
        return item;
    }

    /** A like item as if stored on its post: a shard's like answers its post's id, not the shard's. */
    static JsonNode onItsPost(JsonNode like) {
        if (!like.has(POST)) {
            return like;
        }
        ObjectNode copy = like.deepCopy();
        copy.put("postId", like.get(POST).asText());
        return copy;
    }

    /** The counter's patch as likes are added ({@code count} of them) or one taken back ({@code -1}): a change still. */
    static CosmosPatchOperations counted(int count) {
        return CosmosPatchOperations.create().increment("/likeCount", count).increment(EntityItems.REVISION, Math.abs(count));
    }
}
