package io.cosmosblog.adapters.cosmos.v4;

import com.azure.cosmos.models.CosmosPatchOperations;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.items.Tombstones;
import io.cosmosblog.adapters.cosmos.model.EntityItemPort;
import io.cosmosblog.adapters.cosmos.model.PostQueries;
import io.cosmosblog.adapters.cosmos.model.PostRemoval;
import io.cosmosblog.adapters.cosmos.model.ReactionSweep;
import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.application.port.IdTakenException;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * C2 and Q2 in V4: V3's posts ({@code denormalized.CosmosPosts}), each read whole ({@link HotPosts}):
 * a cold post is one point read, as in V3; a hot one adds its shards' counters, read at once.
 *
 * <p>{@link #editIfUnchanged} compares what the client saw with the whole post's revision, then
 * patches the post item on its own revision: on a hot post, likes counted in its shards between
 * that read and the patch do not refuse the edit (they change no field the edit writes), while
 * any change of the post item itself still does.
 *
 * <p>A hot post is deleted as V3 deletes a post, its shards first closed, so that no like lands
 * in them after the revision of its tombstone was taken from the whole post (which passes every
 * copy a view may hold); the tombstone keeps the shards' keys, and the sweep empties them too.
 */
final class ShardedPosts extends EntityItemPort<Post, PostId> implements Posts {

    private static final String COLD_AT = " AND NOT IS_DEFINED(c." + LikeShards.FIELD + ")";

    private final HotPosts hot;
    private final ReactionSweep sweep;
    private final PostRemoval removal;

    ShardedPosts(ContainerGateway posts, HotPosts hot) {
        super(posts, EntityItems.POSTS, PostId::value);
        this.hot = hot;
        this.sweep = new ReactionSweep(posts);
        this.removal = new PostRemoval(posts, this::closedAndDeleted, this::sweep, ShardedPosts::tombstone);
    }

    /** A post whose id holds its tombstone is stored over it, as V3 does, its shards swept first. */
    @Override
    public void add(Post post) {
        try {
            super.add(post);
        } catch (IdTakenException taken) {
            if (!removal.replaceTombstone(post.id(), EntityItems.POSTS.item(post))) {
                throw taken;
            }
        }
    }

    @Override
    public Optional<Post> find(PostId id) {
        return hot.find(id);
    }

    @Override
    public Optional<DeletedPost> remove(PostId id) {
        hot.forget(id);
        return removal.remove(id);
    }

    @Override
    public Optional<DeletedPost> deletion(PostId id) {
        return removal.deletion(id);
    }

    @Override
    public void forEachBy(UserId author, Consumer<PostId> visitor) {
        PostQueries.forEachBy(container, author, visitor);
    }

    @Override
    public long count() {
        return PostQueries.count(container);
    }

    @Override
    public void forEach(Consumer<Post> visitor) {
        container.acrossPartitions(PostQueries.EVERY_POST, item -> visitor.accept(hot.whole(item)));
    }

    @Override
    public Optional<Post> edit(PostId id, Title title, PostContent content) {
        return container.patch(id.value(), id.value(), PostQueries.edit(title, content), PostQueries.IS_POST).map(hot::whole);
    }

    /** A cold post: V3's one patch conditioned on the revision. A hot one: see the class. */
    @Override
    public Optional<Post> editIfUnchanged(PostId id, long seen, Title title, PostContent content) {
        String key = id.value();
        CosmosPatchOperations patch = PostQueries.edit(title, content);
        Optional<JsonNode> edited = container.patch(key, key, patch, PostQueries.atRevision(seen) + COLD_AT);
        if (edited.isPresent()) {
            return edited.map(hot::whole);
        }
        Optional<JsonNode> item = hot.item(id);
        if (item.isEmpty()) {
            return Optional.empty();
        }
        if (LikeShards.of(item.get()).isEmpty() || hot.whole(item.get()).revision() != seen) {
            throw changed(id, seen);
        }
        long own = item.get().get("revision").asLong();
        edited = container.patch(key, key, patch, PostQueries.atRevision(own));
        if (edited.isEmpty() && hot.item(id).isPresent()) {
            throw changed(id, seen);
        }
        return edited.map(hot::whole);
    }

    private static ChangedMeanwhileException changed(PostId id, long seen) {
        return new ChangedMeanwhileException("post " + id.value() + " is no longer at revision " + seen);
    }

    /** The post deleted, its shards closed first so the revision read from them is their last. */
    private DeletedPost closedAndDeleted(JsonNode item) {
        for (String key : LikeShards.of(item)) {
            container.patchWhere(key, LikeShards.COUNTER_ID, CosmosPatchOperations.create().set("/closed", true), LikeShards.OPEN);
        }
        return hot.whole(item).deleted();
    }

    private static ObjectNode tombstone(JsonNode item, DeletedPost deleted) {
        ObjectNode tombstone = Tombstones.item(deleted);
        if (item.has(LikeShards.FIELD)) {
            tombstone.set(LikeShards.FIELD, item.get(LikeShards.FIELD));
        }
        return tombstone;
    }

    /**
     * What follows a post's tombstone, here and in the change feed: its own partition swept as in
     * V3, then each shard its tombstone lists, likes and counter (a cold post's lists none: V3's cost).
     */
    void sweep(JsonNode tombstone) {
        sweep(new PostId(tombstone.get("postId").asText()), tombstone);
    }

    private void sweep(PostId id, JsonNode tombstone) {
        sweep.sweep(id);
        for (String key : LikeShards.of(tombstone)) {
            sweep.sweepPartition(key);
            container.delete(key, LikeShards.COUNTER_ID);
        }
    }
}
