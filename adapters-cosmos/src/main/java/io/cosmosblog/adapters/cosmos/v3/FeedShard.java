package io.cosmosblog.adapters.cosmos.v3;

import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.domain.post.PostId;

/**
 * One of the feed's logical partitions and the posts whose copies it keeps: V3's feed is one
 * ({@link #ONLY}, every post); V4's is one of {@code count}, each post in shard
 * {@code hash(postId) mod count}, which never changes while the count does not.
 *
 * @param key   the partition key's value
 * @param index which shard, from 0
 * @param count how many shards the feed has
 */
public record FeedShard(String key, int index, int count) {

    /** V3's feed: one partition, every post. */
    public static final FeedShard ONLY = new FeedShard(PartitionNames.FEED_KEY, 0, 1);

    public FeedShard {
        if (count < 1 || index < 0 || index >= count) {
            throw new IllegalArgumentException("shard " + index + " of " + count);
        }
    }

    /** Which of {@code count} shards keeps {@code post}: String's hash is fixed by the language, so every instance agrees. */
    public static int of(PostId post, int count) {
        return Math.floorMod(post.value().hashCode(), count);
    }

    public boolean holds(PostId post) {
        return of(post, count) == index;
    }
}
