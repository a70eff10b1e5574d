package io.cosmosblog.adapters.cosmos.v4;

/**
 * How a hot post's likes are spread ({@link LikeShards}).
 *
 * @param count shards per hot post, or 0: one per physical partition of the posts container when
 *              the post turns hot; 1 means no post ever turns hot (V3's likes)
 * @param apart true: the shards spread evenly over the physical partitions (the design); false: all
 *              in one physical partition, a control that shows what the spread buys
 * @param rule  when a post turns hot
 */
public record LikeShardPlan(int count, boolean apart, TurningHot rule) {

    /** The design: one shard per physical partition, a post turning hot when its likes are throttled. */
    public static final LikeShardPlan ONE_PER_PARTITION = new LikeShardPlan(0, true, TurningHot.WHEN_THROTTLED);

    public LikeShardPlan {
        if (count < 0) {
            throw new IllegalArgumentException("a post's likes cannot have " + count + " shards");
        }
    }
}
