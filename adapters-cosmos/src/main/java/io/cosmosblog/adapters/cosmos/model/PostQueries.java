package io.cosmosblog.adapters.cosmos.model;

import com.azure.cosmos.models.CosmosPatchOperations;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.items.Tombstones;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.function.Consumer;

/** What every model asks of its posts container alike: the post items, counted, listed and edited. */
public final class PostQueries {

    /**
     * A patch's or a batch's condition: the item is a post (not a comment or like that took its id)
     * and not deleted, so that a comment, like or edit reaching a tombstone changes nothing.
     */
    public static final String IS_POST = "FROM c WHERE c.type = '" + EntityItems.POSTS.type() + "' AND " + Tombstones.LIVE;
    /** Every query for posts says this: a deleted post's tombstone is none. */
    public static final String LIVE_POSTS = "c.type = @type AND " + Tombstones.LIVE;
    private static final SqlQuerySpec COUNT = new SqlQuerySpec("SELECT VALUE COUNT(1) FROM c WHERE " + LIVE_POSTS,
            List.of(new SqlParameter("@type", EntityItems.POSTS.type())));
    public static final SqlQuerySpec EVERY_POST = new SqlQuerySpec("SELECT * FROM c WHERE " + LIVE_POSTS,
            List.of(new SqlParameter("@type", EntityItems.POSTS.type())));
    private static final String BY_AUTHOR = "SELECT VALUE c.postId FROM c WHERE " + LIVE_POSTS + " AND c.userId = @userId";

    private PostQueries() {
    }

    /** Each id of {@code author}'s posts, deleted ones left out: one query across every partition. */
    public static void forEachBy(ContainerGateway posts, UserId author, Consumer<PostId> visitor) {
        SqlQuerySpec byAuthor = new SqlQuerySpec(BY_AUTHOR, List.of(
                new SqlParameter("@type", EntityItems.POSTS.type()), new SqlParameter("@userId", author.value())));
        posts.acrossPartitions(byAuthor, id -> visitor.accept(new PostId(id.asText())));
    }

    /** A count across partitions: with several physical partitions, the SDK adds up each one's count. */
    public static long count(ContainerGateway posts) {
        return posts.acrossPartitions(COUNT).stream().mapToLong(JsonNode::asLong).sum();
    }

    /** A patch's condition: the item is a live post, still at {@code revision}. */
    public static String atRevision(long revision) {
        return IS_POST + " AND c.revision = " + revision;
    }

    /**
     * An edit as one patch: title and content set, revision incremented, applied atomically by the
     * server, so counters bumped meanwhile by comments and likes are never overwritten.
     */
    public static CosmosPatchOperations edit(Title title, PostContent content) {
        return CosmosPatchOperations.create()
                .set("/title", title.value())
                .set("/content", content.value())
                .increment(EntityItems.REVISION, 1);
    }
}
