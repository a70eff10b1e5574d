package io.cosmosblog.adapters.cosmos.items;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * Items that head their own partition, a user in {@code users} and a post in {@code posts}: id and
 * partition key are the same value, and every write raises {@code revision} (what the change feed's
 * bookkeeping counts on). That part is written here once; each kind adds its own fields.
 */
public abstract sealed class HeadItems<T> permits UserItems, PostItems {

    public static final HeadItems<User> USERS = new UserItems();
    public static final HeadItems<Post> POSTS = new PostItems();
    /** The path of the revision every write raises, for patches. */
    public static final String REVISION = "/revision";

    private final String type;
    private final String container;
    private final String keyField;
    private final Function<T, String> key;
    private final ToLongFunction<T> revision;

    HeadItems(String type, String container, String keyField, Function<T, String> key, ToLongFunction<T> revision) {
        this.type = type;
        this.container = container;
        this.keyField = keyField;
        this.key = key;
        this.revision = revision;
    }

    /** The items' {@code type} field. */
    public final String type() {
        return type;
    }

    /** The container whose partitions these items head. */
    public final String container() {
        return container;
    }

    public final ObjectNode item(T head) {
        ObjectNode item = Json.object();
        String id = key(head);
        item.put("id", id);
        item.put("type", type);
        item.put(keyField, id);
        addOwnFields(item, head);
        item.put("revision", revision.applyAsLong(head));
        return item;
    }

    /** Whether {@code item} is one of these, not another item of the same partition. */
    public final boolean isHead(JsonNode item) {
        return type.equals(item.path("type").asText());
    }

    /** Whether {@code item} is one of these and not the tombstone of a deleted one ({@link Tombstones}). */
    public final boolean isLive(JsonNode item) {
        return isHead(item) && !Tombstones.isTombstone(item);
    }

    /** The partition key of {@code head}, also its item's id. */
    public final String key(T head) {
        return key.apply(head);
    }

    /** The domain object {@code item} holds. */
    public abstract T head(JsonNode item);

    /** Everything between the key field and the revision. */
    abstract void addOwnFields(ObjectNode item, T head);
}
