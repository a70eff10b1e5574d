package io.cosmosblog.adapters.cosmos.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.items.Tombstones;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostId;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A post deleted in steps, in its own partition: first the post becomes its tombstone (a replace
 * on the ETag read, so a comment or like counted meanwhile makes it read again), and from then on
 * it is not found, and no comment or like batch gets past its condition; then its comments and
 * likes are swept ({@link ReactionSweep}). A repeat that finds the tombstone finishes the sweep
 * an interrupted delete left, and answers empty: the post was deleted already.
 *
 * <p>What follows the tombstone is the model's to say ({@code finish}): where the change feed
 * carries the tombstone on (V2, V3), the sweep alone, and the tombstone stays until it expires;
 * where nothing reads it (V1), the model deletes it once the sweep is done.
 */
public final class PostRemoval {

    private static final int ATTEMPTS = 30;

    private final ContainerGateway posts;
    private final Function<JsonNode, DeletedPost> deletedOf;
    private final BiConsumer<PostId, JsonNode> finish;
    private final BiFunction<JsonNode, DeletedPost, ObjectNode> tombstoneOf;

    /**
     * @param deletedOf what the model says of a post item once deleted ({@code Post.deleted} of the post as read)
     * @param finish    what follows the post's tombstone, a repeat's and a copy's too: its comments and likes
     *                  swept ({@link ReactionSweep}), and whatever else the model does with the tombstone
     */
    public PostRemoval(ContainerGateway posts, Function<JsonNode, DeletedPost> deletedOf, Consumer<PostId> finish) {
        this(posts, deletedOf, (id, tombstone) -> finish.accept(id), (item, deleted) -> Tombstones.item(deleted));
    }

    /**
     * @param tombstoneOf the tombstone of a post item as read, once deleted: {@link Tombstones#item}, or
     *                    with what a model's {@code finish} needs to find again (V4: a hot post's shards);
     *                    {@code finish} is handed the tombstone, as written or found, with the post's id
     */
    public PostRemoval(ContainerGateway posts, Function<JsonNode, DeletedPost> deletedOf, BiConsumer<PostId, JsonNode> finish,
            BiFunction<JsonNode, DeletedPost, ObjectNode> tombstoneOf) {
        this.posts = posts;
        this.deletedOf = deletedOf;
        this.finish = finish;
        this.tombstoneOf = tombstoneOf;
    }

    public Optional<DeletedPost> remove(PostId id) {
        String key = id.value();
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            Optional<JsonNode> item = posts.read(key, key).filter(EntityItems.POSTS::isEntity);
            if (item.isEmpty()) {
                return Optional.empty();
            }
            if (Tombstones.isTombstone(item.get())) {
                finish.accept(id, item.get());
                return Optional.empty();
            }
            DeletedPost deleted = deletedOf.apply(item.get());
            ObjectNode tombstone = tombstoneOf.apply(item.get(), deleted);
            try {
                posts.replace(key, tombstone, Optional.of(item.get().get("_etag").asText()));
            } catch (CosmosRefusal e) {
                if (e.is(CosmosFailure.NOT_FOUND)) {
                    return Optional.empty();
                }
                if (!e.is(CosmosFailure.LOST_RACE)) {
                    throw e;
                }
                // A comment or like was counted on it meanwhile: read it again.
                LockSupport.parkNanos(Duration.ofMillis(attempt).toNanos());
                continue;
            }
            finish.accept(id, tombstone);
            return Optional.of(deleted);
        }
        throw new StorageBusyException("post " + id + " kept changing while it was being deleted; try again",
                Duration.ofSeconds(1), null);
    }

    /**
     * The post stored again over its own tombstone, as a copy does whose source still holds it:
     * what a delete cut short left is swept first, so the post starts with none of the comments and
     * likes it had, then the tombstone is replaced on the ETag read, so a post written meanwhile is
     * never overwritten. Its revision goes past the delete's, as any change after it would, so the
     * views take its copies over theirs. (The change feed's sweep of the tombstone runs in the
     * projections, which do not run on a copy's target.) False when the id holds a live post.
     */
    public boolean replaceTombstone(PostId id, ObjectNode post) {
        String key = id.value();
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            Optional<JsonNode> item = posts.read(key, key).filter(EntityItems.POSTS::isEntity);
            try {
                if (item.isEmpty()) {
                    posts.create(key, post); // the tombstone expired meanwhile
                    return true;
                }
                if (!Tombstones.isTombstone(item.get())) {
                    return false;
                }
                finish.accept(id, item.get());
                long deletedAt = item.get().get("revision").asLong();
                post.put("revision", Math.max(post.get("revision").asLong(), deletedAt + 1));
                posts.replace(key, post, Optional.of(item.get().get("_etag").asText()));
                return true;
            } catch (CosmosRefusal e) {
                if (!e.is(CosmosFailure.CONFLICT) && !e.is(CosmosFailure.NOT_FOUND) && !e.is(CosmosFailure.LOST_RACE)) {
                    throw e;
                }
                // Written, expired or replaced meanwhile: read it again.
                LockSupport.parkNanos(Duration.ofMillis(attempt).toNanos());
            }
        }
        throw new StorageBusyException("post " + id + " kept changing while it was being stored again; try again",
                Duration.ofSeconds(1), null);
    }

    /** What the tombstone of {@code id} says, while it lasts (in a model that keeps it). */
    public Optional<DeletedPost> deletion(PostId id) {
        return posts.read(id.value(), id.value()).filter(Tombstones::isTombstone).map(Tombstones::deletedPost);
    }
}
