package io.cosmosblog.adapters.inmemory.v4;

import io.cosmosblog.adapters.inmemory.container.LockedPartitions;
import io.cosmosblog.adapters.inmemory.container.PostPartition;
import io.cosmosblog.adapters.inmemory.v3.FeedRefill;
import io.cosmosblog.adapters.inmemory.v3.InMemoryFeedView;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The feed in shards, as V4 keeps it on Cosmos DB: each post's copy in one shard
 * ({@code hash(postId) mod count}), each shard V3's feed ({@link InMemoryFeedView}, refilled from
 * its own posts only), and the front page the newest of all shards merged.
 */
final class InMemoryShardedFeedView implements FeedView {

    private final List<InMemoryFeedView> shards;

    InMemoryShardedFeedView(StorageMeter meter, LockedPartitions<PostId, PostPartition> posts, int count) {
        this.shards = IntStream.range(0, count)
                .mapToObj(index -> new InMemoryFeedView(meter, new FeedRefill(posts, post -> shard(post, count) == index)))
                .toList();
    }

    /** String's hash is fixed by the language: the same shard as on Cosmos DB for the same count. */
    static int shard(PostId post, int count) {
        return Math.floorMod(post.value().hashCode(), count);
    }

    @Override
    public List<PostSummary> latest(int limit) {
        return shards.stream().flatMap(shard -> shard.latest(limit).stream())
                .sorted(PostSummary.NEWEST_FIRST).limit(limit).toList();
    }

    @Override
    public void put(PostSummary summary) {
        shardOf(summary.postId()).put(summary);
    }

    @Override
    public void remove(DeletedPost post) {
        shardOf(post.id()).remove(post);
    }

    @Override
    public void restore(PostSummary summary) {
        shardOf(summary.postId()).restore(summary);
    }

    private InMemoryFeedView shardOf(PostId post) {
        return shards.get(shard(post, shards.size()));
    }
}
