package io.cosmosblog.adapters.cosmos.items;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * The item of an entity, a user in {@code users} or a post in {@code posts}, the first item of its
 * own partition (comments, likes and copies may follow it there): id and
 * partition key are the same value, and every write raises {@code revision} (what the change feed's
 * bookkeeping counts on). That part is written here once; each kind adds its own fields
 * ({@link UserItems}, {@link PostItems}).
 */
public final class EntityItems<T> {

    public static final EntityItems<User> USERS = new EntityItems<>(UserItems.TYPE, PartitionNames.USERS, "userId",
            user -> user.id().value(), User::revision, new UserItems());
    public static final EntityItems<Post> POSTS = new EntityItems<>(PostItems.TYPE, PartitionNames.POSTS, "postId",
            post -> post.id().value(), Post::revision, new PostItems());
    /** The path of the revision every write raises, for patches. */
    public static final String REVISION = "/revision";

    private final String type;
    private final String container;
    private final String keyField;
    private final Function<T, String> key;
    private final ToLongFunction<T> revision;
    private final EntityFields<T> fields;

    private EntityItems(String type, String container, String keyField, Function<T, String> key, ToLongFunction<T> revision,
            EntityFields<T> fields) {
        this.type = type;
        this.container = container;
        this.keyField = keyField;
        this.key = key;
        this.revision = revision;
        this.fields = fields;
    }

    /** The items' {@code type} field. */
    public String type() {
        return type;
    }

    /** The container whose partitions these items open. */
    public String container() {
        return container;
    }

    public ObjectNode item(T entity) {
        ObjectNode item = Json.object();
        String id = key(entity);
        item.put("id", id);
        item.put("type", type);
        item.put(keyField, id);
        fields.addTo(item, entity);
        item.put("revision", revision.applyAsLong(entity));
        return item;
    }

    /** Whether {@code item} is one of these, not another item of the same partition. */
    public boolean isEntity(JsonNode item) {
        return type.equals(item.path("type").asText());
    }

    /** Whether {@code item} is one of these and not the tombstone of a deleted one ({@link Tombstones}). */
    public boolean isLive(JsonNode item) {
        return isEntity(item) && !Tombstones.isTombstone(item);
    }

    /** The partition key of {@code entity}, also its item's id. */
    public String key(T entity) {
        return key.apply(entity);
    }

    /** The domain object {@code item} holds. */
    public T entity(JsonNode item) {
        return fields.entity(item);
    }
}
