package io.cosmosblog.adapters.cosmos;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;

/**
 * A like as an item in its post's partition of {@code posts}. Its id is derived from the user's
 * id, so a second like by the same user is a conflict on create, never a second item.
 */
final class LikeItems {

    static final String TYPE = "like";

    private LikeItems() {
    }

    static String id(UserId user) {
        return "like-" + user.value();
    }

    static ObjectNode item(Like like) {
        ObjectNode item = Json.object();
        item.put("id", id(like.userId()));
        item.put("type", TYPE);
        item.put("postId", like.postId().value());
        item.put("userId", like.userId().value());
        item.put("userUsername", like.userUsername().value());
        item.put("creationDate", Json.date(like.creationDate()));
        return item;
    }

    static Like like(JsonNode item) {
        return new Like(
                new PostId(item.get("postId").asText()),
                new UserId(item.get("userId").asText()),
                new Username(item.get("userUsername").asText()),
                Json.date(item.get("creationDate")));
    }
}
