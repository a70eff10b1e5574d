package io.cosmosblog.adapters.cosmos.items;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;

/** A post's short copy, as kept in {@code users} (beside its author) and in {@code feed}. */
public final class SummaryItems {

    /** A copy's {@code type}: a post's, in {@code feed} and beside its author's user item in {@code users}. */
    public static final String TYPE = PostItems.TYPE;

    private SummaryItems() {
    }

    public static ObjectNode item(PostSummary summary) {
        ObjectNode item = Json.object();
        item.put("id", summary.postId().value());
        item.put("type", TYPE);
        item.put("postId", summary.postId().value());
        item.put("userId", summary.userId().value());
        item.put("userUsername", summary.userUsername().value());
        item.put("title", summary.title().value());
        item.put("content", summary.content());
        item.put("commentCount", summary.commentCount());
        item.put("likeCount", summary.likeCount());
        item.put("creationDate", Json.date(summary.creationDate()));
        item.put("revision", summary.revision());
        return item;
    }

    public static PostSummary summary(JsonNode item) {
        return new PostSummary(
                new PostId(item.get("postId").asText()),
                new UserId(item.get("userId").asText()),
                new Username(item.get("userUsername").asText()),
                new Title(item.get("title").asText()),
                item.get("content").asText(),
                item.get("commentCount").asLong(),
                item.get("likeCount").asLong(),
                Json.date(item.get("creationDate")),
                item.get("revision").asLong());
    }
}
