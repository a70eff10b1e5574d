package io.cosmosblog.adapters.cosmos;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;

/** A comment as an item in its post's partition of {@code posts}. */
final class CommentItems {

    static final String TYPE = "comment";

    private CommentItems() {
    }

    static ObjectNode item(Comment comment) {
        ObjectNode item = Json.object();
        item.put("id", comment.id().value());
        item.put("type", TYPE);
        item.put("postId", comment.postId().value());
        item.put("userId", comment.userId().value());
        item.put("userUsername", comment.userUsername().value());
        item.put("content", comment.content().value());
        item.put("creationDate", Json.date(comment.creationDate()));
        return item;
    }

    static Comment comment(JsonNode item) {
        return new Comment(
                new CommentId(item.get("id").asText()),
                new PostId(item.get("postId").asText()),
                new UserId(item.get("userId").asText()),
                new Username(item.get("userUsername").asText()),
                new CommentContent(item.get("content").asText()),
                Json.date(item.get("creationDate")));
    }
}
