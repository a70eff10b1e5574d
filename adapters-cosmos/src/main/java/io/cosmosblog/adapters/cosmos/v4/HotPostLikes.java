package io.cosmosblog.adapters.cosmos.v4;

import com.azure.cosmos.models.CosmosBatch;
import com.azure.cosmos.models.CosmosBatchPatchItemRequestOptions;
import com.azure.cosmos.models.PartitionKey;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.adapters.cosmos.model.CosmosReactions;
import io.cosmosblog.application.port.Likes;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.application.port.plumbing.ContinuationScope;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * C4 and Q5 in V4: a post's likes in its own partition, as in V3, until it turns hot
 * ({@link TurningHot}); then in shards ({@link LikeShards}), each a partition of its own on a
 * physical partition of its own, so a hot post takes likes at the throughput of as many.
 *
 * <p>A cold like is V3's batch, whose patch of the post also requires it not hot: one operation,
 * as in V3. A hot like first reads the like in the post's own partition (likes made before the
 * post turned hot stay there; after the post lists its shards no like is made there any more, and
 * that read, in the same partition as the list, sees every one made before), then adds it in its
 * user's shard by one batch: the shard's counter patched, only while the shard is open, and the
 * like created. One user's likes of a post always go to one shard, so two at once conflict there.
 */
final class HotPostLikes implements Likes {

    private static final String HOT_LIST = "SELECT c.id, c.postId, c.post, c.userId, c.userUsername, c.userRevision, c.creationDate"
            + " FROM c WHERE c.type = @type AND (c.postId = @post OR c.post = @post) ORDER BY c.type ASC, c.creationDate ASC";
    private static final ReactionItems<Like> ITEMS = ReactionItems.LIKES;

    private final ContainerGateway posts;
    private final HotPosts hot;
    private final TurningHot rule;
    private final Cold cold;

    HotPostLikes(ContainerGateway posts, HotPosts hot, TurningHot rule) {
        this.posts = posts;
        this.hot = hot;
        this.rule = rule;
        this.cold = new Cold(posts);
    }

    /** V3's likes in the post's own partition, each batch's patch of the post also requiring it cold. */
    private static final class Cold extends CosmosReactions<Like> {
        Cold(ContainerGateway posts) {
            super(posts, ITEMS, ContinuationScope::likesOn);
        }

        @Override
        protected void onPost(CosmosBatch batch, String key, int count) {
            batch.patchItemOperation(key, items.countedOnPost(count),
                    new CosmosBatchPatchItemRequestOptions().setFilterPredicate(LikeShards.COLD_POST));
        }
    }

    @Override
    public Added add(Like like) {
        PostId post = like.postId();
        Optional<List<String>> known = hot.known(post);
        if (known.isPresent()) {
            Added added = addHot(like, known.get());
            if (added != Added.NO_SUCH_POST) {
                return added;
            }
            hot.forget(post); // deleted, maybe written again under its id: cold then
        }
        if (hot.enabled() && rule.beforeAnyLike()) {
            return hot.turnHot(post).map(keys -> addHot(like, keys)).orElse(Added.NO_SUCH_POST);
        }
        Optional<List<String>> turned = hot.turnedMeanwhile(post);
        return turned.isPresent() ? addHot(like, turned.get()) : addCold(like);
    }

    private Added addCold(Like like) {
        PostId post = like.postId();
        String key = post.value();
        CosmosBatch batch = CosmosBatch.createCosmosBatch(new PartitionKey(key));
        batch.patchItemOperation(key, ITEMS.countedOnPost(1),
                new CosmosBatchPatchItemRequestOptions().setFilterPredicate(LikeShards.COLD_POST));
        batch.createItemOperation(ITEMS.item(like));
        try {
            int retries = posts.batchCountingRetries(key, batch).retries();
            if (hot.enabled() && rule.afterRetries(retries)) {
                turnHotAfter(post);
            }
            return Added.ADDED;
        } catch (StorageBusyException throttled) {
            if (!hot.enabled()) {
                throw throttled;
            }
            // Its partition is saturated: the post turns hot, and this like goes there.
            return hot.turnHot(post).map(keys -> addHot(like, keys)).orElse(Added.NO_SUCH_POST);
        } catch (CosmosRefusal e) {
            return switch (e.failure()) {
                case CONFLICT -> Added.ALREADY_THERE;
                // No post, or one that turned hot: one read tells.
                case NOT_FOUND, LOST_RACE -> {
                    List<String> keys = hot.item(post).map(hot::keysIn).orElse(List.of());
                    yield keys.isEmpty() ? Added.NO_SUCH_POST : addHot(like, keys);
                }
                default -> throw e;
            };
        }
    }

    /**
     * For the likes after this one, which is stored: a post partition too busy to take the list of
     * shards now leaves the post cold, and the next throttled like tries again; this like's answer
     * stands either way.
     */
    private void turnHotAfter(PostId post) {
        try {
            hot.turnHot(post);
        } catch (StorageBusyException | CosmosRefusal notNow) {
            // cold for now: see above
        }
    }

    private Added addHot(Like like, List<String> keys) {
        String identity = like.identity();
        if (cold.find(like.postId(), identity).isPresent()) {
            return Added.ALREADY_THERE;
        }
        String shard = LikeShards.shardOf(keys, identity);
        CosmosBatch batch = CosmosBatch.createCosmosBatch(new PartitionKey(shard));
        batch.patchItemOperation(LikeShards.COUNTER_ID, LikeShards.counted(1),
                new CosmosBatchPatchItemRequestOptions().setFilterPredicate(LikeShards.OPEN));
        batch.createItemOperation(LikeShards.like(like, shard));
        try {
            posts.batch(shard, batch);
            return Added.ADDED;
        } catch (CosmosRefusal e) {
            return switch (e.failure()) {
                case CONFLICT -> Added.ALREADY_THERE;
                // The shard closed (its post being deleted) or swept.
                case NOT_FOUND, LOST_RACE -> Added.NO_SUCH_POST;
                default -> throw e;
            };
        }
    }

    /**
     * Cold, V3's batches: one that meets the post turned hot meanwhile stores nothing and ends the
     * call (as for no post), and the caller adds the rest one by one ({@link #add}). Hot, one like
     * at a time.
     */
    @Override
    public int addAll(PostId post, List<Like> likes) {
        boolean cold = hot.keysOf(post).isEmpty() && !(hot.enabled() && rule.beforeAnyLike());
        return cold ? this.cold.addAll(post, likes) : Likes.super.addAll(post, likes);
    }

    /** On a hot post, first in the user's shard; a like not there was made before the post turned hot: V3's way. */
    @Override
    public Removed remove(PostId post, String identity) {
        List<String> keys = hot.known(post).orElse(List.of());
        if (keys.isEmpty()) {
            Removed removed = cold.remove(post, identity);
            if (removed != Removed.NOT_THERE) {
                return removed;
            }
            keys = hot.keysOf(post);
            if (keys.isEmpty()) {
                return Removed.NOT_THERE;
            }
            return removeHot(keys, identity).orElse(Removed.NOT_THERE);
        }
        return removeHot(keys, identity).orElseGet(() -> cold.remove(post, identity));
    }

    /** Empty when the like is not in its shard. */
    private Optional<Removed> removeHot(List<String> keys, String identity) {
        String shard = LikeShards.shardOf(keys, identity);
        CosmosBatch batch = CosmosBatch.createCosmosBatch(new PartitionKey(shard));
        batch.deleteItemOperation(ITEMS.itemId(identity));
        batch.patchItemOperation(LikeShards.COUNTER_ID, LikeShards.counted(-1),
                new CosmosBatchPatchItemRequestOptions().setFilterPredicate(LikeShards.OPEN));
        try {
            posts.batch(shard, batch);
            return Optional.of(Removed.REMOVED);
        } catch (CosmosRefusal e) {
            return switch (e.failure()) {
                case NOT_FOUND -> Optional.empty();
                case LOST_RACE -> Optional.of(Removed.NO_SUCH_POST); // the shard closed: its post is being deleted
                default -> throw e;
            };
        }
    }

    @Override
    public Optional<Like> find(PostId post, String identity) {
        Optional<Like> found = cold.find(post, identity);
        if (found.isPresent()) {
            return found;
        }
        List<String> keys = hot.keysOf(post);
        return keys.isEmpty() ? Optional.empty()
                : posts.read(LikeShards.shardOf(keys, identity), ITEMS.itemId(identity)).filter(ITEMS::holds)
                        .map(LikeShards::onItsPost).map(ITEMS::reaction);
    }

    /** A shard's like maps back to its post through {@code post}. */
    @Override
    public void forEachBy(UserId user, Consumer<Like> visitor) {
        posts.acrossPartitions(ITEMS.by(user), item -> visitor.accept(ITEMS.reaction(LikeShards.onItsPost(item))));
    }

    /** Cold, V3's query in the post's partition; hot, one across partitions for the post's likes wherever they are. */
    @Override
    public Page<Like> on(PostId post, PageRequest request) {
        if (hot.keysOf(post).isEmpty()) {
            return cold.on(post, request);
        }
        SqlQuerySpec query = new SqlQuerySpec(HOT_LIST, List.of(new SqlParameter("@type", ITEMS.type()),
                new SqlParameter("@post", post.value())));
        return posts.pageAcrossPartitions(new ContinuationScope("hot-likes/" + post.value()), query, request)
                .map(item -> ITEMS.reaction(LikeShards.onItsPost(item)));
    }
}
