package io.cosmosblog.adapters.cosmos.v1;

import com.azure.cosmos.models.CosmosPatchOperations;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.items.Json;
import io.cosmosblog.adapters.cosmos.items.Tombstones;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;

/**
 * A post in the V1 model's {@code v1-posts}: the post alone, heading its partition as in V3, but
 * with no copy of its author's name and no counters. Those are looked up whenever it is read
 * ({@link CosmosAuthorsAndCounts}), and the domain completes it ({@link Post#lookedUp}).
 */
final class V1PostItems {

    /** The items' {@code type} field, as in V3. */
    static final String TYPE = EntityItems.POSTS.type();

    private V1PostItems() {
    }

    static ObjectNode item(Post post) {
        ObjectNode item = Json.object();
        item.put("id", post.id().value());
        item.put("type", TYPE);
        item.put("postId", post.id().value());
        item.put("userId", post.userId().value());
        // Not a name: the author's revision when the post was written, so that the revision read
        // back moves with each rename as it does where the name is copied.
        item.put("userRevision", post.userRevision());
        item.put("title", post.title().value());
        item.put("content", post.content().value());
        item.put("creationDate", Json.date(post.creationDate()));
        item.put("revision", post.revision());
        return item;
    }

    /**
     * The patch that takes a comment or like back from the post's revision ({@code
     * Post.withOneTakenBackUncounted}), applied in the batch that deletes it; {@code V1PostItemsTest} holds the two alike.
     */
    static CosmosPatchOperations takenBackUncounted() {
        return CosmosPatchOperations.create().increment(EntityItems.REVISION, TAKEN_BACK_REVISIONS);
    }

    static final long TAKEN_BACK_REVISIONS = 2;

    /** A post, and not the tombstone a delete leaves until its sweep is done. */
    static boolean isPost(JsonNode item) {
        return TYPE.equals(item.path("type").asText()) && !Tombstones.isTombstone(item);
    }

    static UserId author(JsonNode item) {
        return new UserId(item.get("userId").asText());
    }

    /** The post {@code item} holds, completed with what was looked up: its author as they are now, and its counts. */
    static Post post(JsonNode item, User author, long commentCount, long likeCount) {
        // The item holds no name: the author's stands in, and lookedUp puts the author's current one anyway.
        Post stored = new Post(
                new PostId(item.get("postId").asText()),
                author(item),
                author.username(),
                Json.userRevision(item),
                new Title(item.get("title").asText()),
                new PostContent(item.get("content").asText()),
                0,
                0,
                Json.date(item.get("creationDate")),
                item.get("revision").asLong());
        return stored.lookedUp(author, commentCount, likeCount);
    }
}
