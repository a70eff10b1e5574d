package io.cosmosblog.adapters.cosmos.items;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;

/**
 * What a deleted post leaves behind for a while, in its own partition of {@code posts} and, in V3,
 * in place of its copies in {@code users} and {@code feed}: the item keeps its id, its keys, its
 * creation date and the revision the delete gave it, nothing of what was written (title, content,
 * names, counts), and expires after {@link #TTL_SECONDS}. The latest-version change feed carries
 * it as it carries any write (a delete it would not), and a copy of an older revision delivered
 * late meets it and is refused instead of being created anew.
 */
public final class Tombstones {

    /**
     * Seven days: longer than projections are ever expected to stand still (an outage over a
     * weekend, parked changes replayed on Monday), so the change feed still carries the tombstone
     * when they resume, and every late copy of the post still meets it. Shorter would risk a copy
     * coming back; longer only keeps a few hundred bytes per deleted post.
     */
    public static final int TTL_SECONDS = 7 * 24 * 60 * 60;
    /** The field that marks a tombstone; its path is indexed wherever a query leaves tombstones out. */
    public static final String DELETED = "deleted";
    /** A query's or a patch's condition that the item is no tombstone. */
    public static final String LIVE = "NOT IS_DEFINED(c." + DELETED + ")";

    private Tombstones() {
    }

    /** The tombstone of {@code post}: the same fields in {@code posts} and in either view. */
    public static ObjectNode item(DeletedPost post) {
        ObjectNode item = Json.object();
        item.put("id", post.id().value());
        item.put("type", SummaryItems.TYPE);
        item.put("postId", post.id().value());
        item.put("userId", post.userId().value());
        item.put("creationDate", Json.date(post.creationDate()));
        item.put("revision", post.revision());
        item.put(DELETED, true);
        item.put("ttl", TTL_SECONDS);
        return item;
    }

    public static boolean isTombstone(JsonNode item) {
        return item.path(DELETED).asBoolean(false);
    }

    /** What a tombstone says of its post. */
    public static DeletedPost deletedPost(JsonNode item) {
        return new DeletedPost(new PostId(item.get("postId").asText()), new UserId(item.get("userId").asText()),
                Json.date(item.get("creationDate")), item.get("revision").asLong());
    }
}
