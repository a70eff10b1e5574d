package io.cosmosblog.adapters.cosmos.items;

import com.azure.cosmos.models.CosmosPatchOperations;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Comments and likes as items in their post's partition of {@code posts}: the fields they share,
 * and the little that differs. The item's id is derived from the reaction's identity, so a second
 * like by the same user is a conflict on create, never a second item.
 */
public abstract class ReactionItems<T extends Reaction<T>> {

    public static final ReactionItems<Comment> COMMENTS = new ReactionItems<>("comment", PostItems.COMMENT_COUNT) {
        @Override
        public String itemId(String identity) {
            return identity;
        }

        @Override
        void addOwnFields(ObjectNode item, Comment comment) {
            item.put("content", comment.content().value());
        }

        @Override
        Comment reaction(JsonNode item, PostId post, UserId user, Username name, long userRevision, Instant created) {
            return new Comment(new CommentId(item.get("id").asText()), post, user, name, userRevision,
                    new CommentContent(item.get("content").asText()), created);
        }
    };

    public static final ReactionItems<Like> LIKES = new ReactionItems<>("like", PostItems.LIKE_COUNT) {
        /** Prefixed, so that no like's id can be its post's, whose id is the partition's key. */
        @Override
        public String itemId(String identity) {
            return "like-" + identity;
        }

        @Override
        void addOwnFields(ObjectNode item, Like like) {
        }

        @Override
        Like reaction(JsonNode item, PostId post, UserId user, Username name, long userRevision, Instant created) {
            return new Like(post, user, name, userRevision, created);
        }
    };

    private final String type;
    private final String counter;

    private ReactionItems(String type, String counterField) {
        this.type = type;
        this.counter = "/" + counterField;
    }

    /** The items' {@code type} field. */
    public final String type() {
        return type;
    }

    /** Whether {@code item} is one of these: other items of the partition (the post, the other kind) may be asked for by id. */
    public final boolean holds(JsonNode item) {
        return type.equals(item.path("type").asText());
    }

    /**
     * The paths of the post's fields one of these bumps by one when it is added: its counter and
     * the post's revision, as the domain's {@code Reaction.countedOn} counts it.
     */
    public final List<String> bumped() {
        return List.of(counter, EntityItems.REVISION);
    }

    /** The patch that counts {@code count} of these on their post ({@link #bumped}), applied in the batch that adds them. */
    public final CosmosPatchOperations countedOnPost(int count) {
        CosmosPatchOperations patch = CosmosPatchOperations.create();
        bumped().forEach(path -> patch.increment(path, count));
        return patch;
    }

    /**
     * What taking one of these back changes on its post, by path: its counter down by one, the
     * post's revision up by one (a change still), as the domain's {@code Reaction.uncountedFrom} does.
     */
    public final Map<String, Long> unbumped() {
        Map<String, Long> deltas = new LinkedHashMap<>();
        deltas.put(counter, -1L);
        deltas.put(EntityItems.REVISION, 1L);
        return deltas;
    }

    /** The patch that uncounts one of these on its post ({@link #unbumped}), applied in the batch that deletes it. */
    public final CosmosPatchOperations uncountedFromPost() {
        CosmosPatchOperations patch = CosmosPatchOperations.create();
        unbumped().forEach(patch::increment);
        return patch;
    }

    /** Every one of these {@code user} wrote, on any post: a query across every partition of {@code posts}. */
    public final SqlQuerySpec by(UserId user) {
        return new SqlQuerySpec("SELECT * FROM c WHERE c.type = @type AND c.userId = @userId",
                List.of(new SqlParameter("@type", type), new SqlParameter("@userId", user.value())));
    }

    /** The item id of the reaction with this identity: a second one of the same identity conflicts on create. */
    public abstract String itemId(String identity);

    abstract void addOwnFields(ObjectNode item, T reaction);

    abstract T reaction(JsonNode item, PostId post, UserId user, Username name, long userRevision, Instant created);

    public ObjectNode item(T reaction) {
        ObjectNode item = Json.object();
        item.put("id", itemId(reaction.identity()));
        item.put("type", type);
        item.put("postId", reaction.postId().value());
        item.put("userId", reaction.userId().value());
        item.put("userUsername", reaction.userUsername().value());
        item.put("userRevision", reaction.userRevision());
        addOwnFields(item, reaction);
        item.put("creationDate", Json.date(reaction.creationDate()));
        return item;
    }

    /** The V1 model's item: no copy of the author's name, looked up when read ({@link #reaction(JsonNode, User)}). */
    public ObjectNode itemWithoutName(T reaction) {
        ObjectNode item = item(reaction);
        item.remove("userUsername");
        item.remove("userRevision");
        return item;
    }

    /** The author of the reaction {@code item} holds. */
    public UserId author(JsonNode item) {
        return new UserId(item.get("userId").asText());
    }

    /** The reaction a V1 item holds, with its author's name as it is now. */
    public T reaction(JsonNode item, User author) {
        return reaction(item, new PostId(item.get("postId").asText()), author.id(), author.username(), author.revision(),
                Json.date(item.get("creationDate")));
    }

    /** A reaction of a user deleted already, in V1, which stores no name: their id stands in for it. */
    public T reactionOfDeletedUser(JsonNode item, UserId user) {
        return reaction(item, new PostId(item.get("postId").asText()), user, new Username(user.value()), Json.userRevision(item),
                Json.date(item.get("creationDate")));
    }

    public T reaction(JsonNode item) {
        return reaction(item, new PostId(item.get("postId").asText()), new UserId(item.get("userId").asText()),
                new Username(item.get("userUsername").asText()), Json.userRevision(item), Json.date(item.get("creationDate")));
    }
}
