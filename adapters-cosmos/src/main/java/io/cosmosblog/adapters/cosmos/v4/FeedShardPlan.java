package io.cosmosblog.adapters.cosmos.v4;

/**
 * How many shards a new blog's feed gets, and where: the plan is used once, when the first
 * instance of a blog chooses its shard keys ({@link FeedShardKeys}); later instances use the keys
 * it stored.
 *
 * @param count as many shards, or 0: one per physical partition of the feed container at that time
 * @param apart true: the keys spread evenly over the physical partitions (the design); false: all
 *              in one physical partition, a control that shows what the spread buys
 */
public record FeedShardPlan(int count, boolean apart) {

    /** One shard per physical partition of the feed container, each on its own. */
    public static final FeedShardPlan ONE_PER_PARTITION = new FeedShardPlan(0, true);

    public FeedShardPlan {
        if (count < 0) {
            throw new IllegalArgumentException("a feed cannot have " + count + " shards");
        }
    }
}
