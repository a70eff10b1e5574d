package io.cosmosblog.adapters.cosmos.items;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;

/** A post's own fields in its item, the first of its own partition in the {@code posts} container. */
final class PostItems implements EntityFields<Post> {

    /** Also the type of a post's short copies and of its tombstone. */
    static final String TYPE = "post";
    /** The counters comments and likes bump. */
    static final String COMMENT_COUNT = "commentCount";
    static final String LIKE_COUNT = "likeCount";

    @Override
    public void addTo(ObjectNode item, Post post) {
        item.put("userId", post.userId().value());
        item.put("userUsername", post.userUsername().value());
        item.put("userRevision", post.userRevision());
        item.put("title", post.title().value());
        item.put("content", post.content().value());
        item.put(COMMENT_COUNT, post.commentCount());
        item.put(LIKE_COUNT, post.likeCount());
        item.put("creationDate", Json.date(post.creationDate()));
    }

    @Override
    public Post entity(JsonNode item) {
        return new Post(
                new PostId(item.get("postId").asText()),
                new UserId(item.get("userId").asText()),
                new Username(item.get("userUsername").asText()),
                Json.userRevision(item),
                new Title(item.get("title").asText()),
                new PostContent(item.get("content").asText()),
                item.get(COMMENT_COUNT).asLong(),
                item.get(LIKE_COUNT).asLong(),
                Json.date(item.get("creationDate")),
                item.get("revision").asLong());
    }
}
