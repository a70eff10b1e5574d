package io.cosmosblog.adapters.cosmos.items;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;

/**
 * A post in the V1 model's {@code v1-posts}: the post alone, heading its partition as in V3, but
 * with no copy of its author's name and no counters. Those are looked up whenever it is read:
 * the name from the user, the counts by counting the comments and likes in its partition.
 */
public final class BarePostItems {

    /** The items' {@code type} field, as in V3. */
    public static final String TYPE = PostItems.TYPE;

    private BarePostItems() {
    }

    public static ObjectNode item(Post post) {
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

    public static boolean isPost(JsonNode item) {
        return TYPE.equals(item.path("type").asText());
    }

    public static UserId author(JsonNode item) {
        return new UserId(item.get("userId").asText());
    }

    /**
     * The post {@code item} holds, with what was looked up: the author's name as it is now, and
     * the counts. Its revision moves with everything shown, as where all of it is stored (V2, V3):
     * each edit (kept on the item), each comment and like, each rename of the author since.
     */
    public static Post post(JsonNode item, User author, long commentCount, long likeCount) {
        long renames = Math.max(0, author.revision() - Json.userRevision(item));
        return new Post(
                new PostId(item.get("postId").asText()),
                author.id(),
                author.username(),
                author.revision(),
                new Title(item.get("title").asText()),
                new PostContent(item.get("content").asText()),
                commentCount,
                likeCount,
                Json.date(item.get("creationDate")),
                item.get("revision").asLong() + commentCount + likeCount + renames);
    }
}
