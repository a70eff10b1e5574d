package io.cosmosblog.adapters.cosmos.v4;

import com.azure.cosmos.models.CosmosPatchOperations;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.changefeed.WholePosts;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway.Patch;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.adapters.cosmos.gateway.PhysicalPartitions;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Which posts are hot, and a post read whole: a hot post's likes are counted on its item (those
 * made before it turned hot) and on its shards' counters ({@link LikeShards}), so its like count
 * is their sum, and its revision too (each part only grows, so the sum does: copies of it in the
 * views stay ordered by revision). A cold post is read as V3 reads it, one point read.
 *
 * <p>A post's shard keys never change once set, so this instance remembers the most recently
 * liked hot posts' keys and skips the read that would tell; a post deleted and written again
 * under its id is cold again, which the caller finds when its shards refuse ({@link #forget}).
 */
final class HotPosts implements WholePosts {

    private static final int REMEMBERED = 10_000;

    private final ContainerGateway posts;
    private final Supplier<PhysicalPartitions> partitions;
    private final int shards;
    private final boolean apart;
    private final Map<String, CompletableFuture<Optional<List<String>>>> turning = new ConcurrentHashMap<>();
    private final Map<String, List<String>> known = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, List<String>> eldest) {
            return size() > REMEMBERED;
        }
    };

    /** {@code shards}: as many per hot post; 1 or fewer, no post ever turns hot; {@code apart}: as {@link LikeShardPlan} says. */
    HotPosts(ContainerGateway posts, Supplier<PhysicalPartitions> partitions, int shards, boolean apart) {
        this.posts = posts;
        this.partitions = partitions;
        this.shards = shards;
        this.apart = apart;
    }

    /** Whether posts may turn hot at all. */
    boolean enabled() {
        return shards > 1;
    }

    /** The keys of a post this instance knows hot, without a read. */
    synchronized Optional<List<String>> known(PostId post) {
        return Optional.ofNullable(known.get(post.value()));
    }

    synchronized void forget(PostId post) {
        known.remove(post.value());
    }

    private synchronized List<String> remember(PostId post, List<String> keys) {
        known.put(post.value(), List.copyOf(keys));
        return keys;
    }

    /** The live post item of {@code post}, if any: one point read. */
    Optional<JsonNode> item(PostId post) {
        return posts.read(post.value(), post.value()).filter(EntityItems.POSTS::isLive);
    }

    /** Its shard keys, empty when it is cold (or gone): from memory, else one point read. */
    List<String> keysOf(PostId post) {
        return known(post).orElseGet(() -> item(post).map(this::keysIn).orElse(List.of()));
    }

    /** The shard keys a post item lists, remembered. */
    List<String> keysIn(JsonNode item) {
        List<String> keys = LikeShards.of(item);
        return keys.isEmpty() ? keys : remember(new PostId(item.get("postId").asText()), keys);
    }

    /** The post a live post item stands for, with the likes its shards counted, when it is hot. */
    Post whole(JsonNode item) {
        Post post = EntityItems.POSTS.entity(item);
        List<String> keys = keysIn(item);
        if (keys.isEmpty()) {
            return post;
        }
        long likes = 0;
        long revisions = 0;
        for (Optional<JsonNode> counter : posts.readEach(keys, LikeShards.COUNTER_ID)) {
            likes += counter.map(c -> c.path("likeCount").asLong()).orElse(0L);
            revisions += counter.map(c -> c.path("revision").asLong()).orElse(0L);
        }
        return new Post(post.id(), post.userId(), post.userUsername(), post.userRevision(), post.title(), post.content(),
                post.commentCount(), post.likeCount() + likes, post.creationDate(), post.revision() + revisions);
    }

    @Override
    public Optional<Post> find(PostId post) {
        return item(post).map(this::whole);
    }

    @Override
    public Post post(JsonNode item) {
        return whole(item);
    }

    /** A shard's counter, changed, is a change of its post. */
    @Override
    public Optional<PostId> countedOn(JsonNode item) {
        return LikeShards.isCounter(item) ? Optional.of(new PostId(item.get(LikeShards.POST).asText())) : Optional.empty();
    }

    /**
     * Turns {@code post} hot, unless it is already: its shards' counters are created first (one there
     * already is fine), then the post item lists them, only if it is a live post and not hot yet;
     * from then on no like is made in its own partition. Answers its keys, empty when there is no
     * such post.
     */
    Optional<List<String>> turnHot(PostId post) {
        CompletableFuture<Optional<List<String>>> mine = new CompletableFuture<>();
        CompletableFuture<Optional<List<String>>> running = turning.putIfAbsent(post.value(), mine);
        if (running != null) {
            return awaited(running);
        }
        try {
            Optional<List<String>> keys = turnHotNow(post);
            mine.complete(keys);
            return keys;
        } catch (RuntimeException e) {
            mine.completeExceptionally(e);
            throw e;
        } finally {
            turning.remove(post.value(), mine);
        }
    }

    /**
     * The keys of a post this instance is turning hot now, once it is: a like then waits rather
     * than add its batch to a partition that throttles already, which would only delay the one
     * write (the list of shards) that relieves it. Empty when none is being turned.
     */
    Optional<List<String>> turnedMeanwhile(PostId post) {
        CompletableFuture<Optional<List<String>>> running = turning.get(post.value());
        return running == null ? Optional.empty() : awaited(running);
    }

    private static Optional<List<String>> awaited(CompletableFuture<Optional<List<String>>> running) {
        try {
            return running.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : e;
        }
    }

    private Optional<List<String>> turnHotNow(PostId post) {
        Optional<JsonNode> item = item(post);
        if (item.isEmpty()) {
            return Optional.empty();
        }
        List<String> stored = keysIn(item.get());
        if (!stored.isEmpty()) {
            return Optional.of(stored);
        }
        PhysicalPartitions now = partitions.get();
        List<String> keys = ShardKeys.chosen(now, LikeShards.prefix(post), shards, apart, OptionalInt.of(now.of(post.value())));
        for (String key : keys) {
            try {
                posts.create(key, LikeShards.counter(key, post));
            } catch (CosmosRefusal e) {
                if (!e.is(CosmosFailure.CONFLICT)) {
                    throw e;
                }
            }
        }
        CosmosPatchOperations marker = CosmosPatchOperations.create().set("/" + LikeShards.FIELD, LikeShards.array(keys));
        if (posts.patchWhere(post.value(), post.value(), marker, LikeShards.COLD_POST) == Patch.APPLIED) {
            return Optional.of(remember(post, keys));
        }
        // Deleted meanwhile, or another request turned it hot first: its keys are the post's.
        return item(post).map(this::keysIn).filter(found -> !found.isEmpty());
    }
}
