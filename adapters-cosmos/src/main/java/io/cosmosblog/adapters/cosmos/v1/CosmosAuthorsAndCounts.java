package io.cosmosblog.adapters.cosmos.v1;

import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.items.Json;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the V1 model stores nowhere, looked up on every read: a post's counts, by counting its
 * comments and its likes in its partition (two queries), and an author's name, by a point read
 * of the user. So Q2 is the post's point read and these three: four operations in two partitions.
 */
public final class CosmosAuthorsAndCounts {

    private static final Duration AUTHOR_NOT_YET_READABLE = Duration.ofSeconds(1);
    private static final String COUNT = "SELECT VALUE COUNT(1) FROM c WHERE c.type = @type";

    private final ContainerGateway users;
    private final ContainerGateway posts;

    public CosmosAuthorsAndCounts(ContainerGateway users, ContainerGateway posts) {
        this.users = users;
        this.posts = posts;
    }

    /** The post a V1 item holds, with its counts and its author's name. */
    Post post(JsonNode item) {
        return posts(List.of(item)).get(0);
    }

    /** The posts V1 items hold: each one's counts, and one read per distinct author. */
    public List<Post> posts(List<JsonNode> items) {
        Map<UserId, User> authors = new HashMap<>();
        List<Post> found = new ArrayList<>(items.size());
        for (JsonNode item : items) {
            String key = item.get("postId").asText();
            long comments = count(key, ReactionItems.COMMENTS.type());
            long likes = count(key, ReactionItems.LIKES.type());
            found.add(V1PostItems.post(item, authors.computeIfAbsent(V1PostItems.author(item), this::author), comments, likes));
        }
        return found;
    }

    /**
     * The user, by a point read. A post, comment or like is written only by a signed-in user, and
     * an erasure deletes what they wrote before the user, so one missing is data this service did
     * not write (or a write racing the erasure, which its second pass deletes).
     */
    User author(UserId id) {
        return existing(id)
                // The author's item is in another container: under a weaker consistency than the
                // account's session, their post can be seen before they are. Come back, never 500.
                .orElseThrow(() -> new StorageBusyException("user " + id + " is named as an author but is not readable yet",
                        AUTHOR_NOT_YET_READABLE, null));
    }

    /** The user, if there is one: an erasure's pass meets what a deleted user left. */
    Optional<User> existing(UserId id) {
        return users.read(id.value(), id.value()).filter(EntityItems.USERS::isEntity).map(EntityItems.USERS::entity);
    }

    /**
     * What deleting the post a V1 item holds leaves: the revision {@link Post#deleted()} gives the
     * post as read (counted, and with its author's renames). Its author may be deleted already (an
     * erasure's second pass finds a post stored meanwhile): then it is counted without renames,
     * which no read can have added since, as a post of no user is not readable.
     */
    DeletedPost deletedPost(JsonNode item) {
        String key = item.get("postId").asText();
        long reactions = count(key, ReactionItems.COMMENTS.type()) + count(key, ReactionItems.LIKES.type());
        UserId author = V1PostItems.author(item);
        long renames = existing(author).map(user -> Math.max(0, user.revision() - Json.userRevision(item))).orElse(0L);
        long asRead = item.get("revision").asLong() + reactions + renames;
        return new DeletedPost(new PostId(key), author, Json.date(item.get("creationDate")), asRead + 1);
    }

    private long count(String post, String type) {
        SqlQuerySpec query = new SqlQuerySpec(COUNT, List.of(new SqlParameter("@type", type)));
        return posts.all(post, query).stream().mapToLong(JsonNode::asLong).sum();
    }
}
