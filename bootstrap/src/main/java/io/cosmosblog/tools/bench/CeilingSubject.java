package io.cosmosblog.tools.bench;

import io.cosmosblog.adapters.cosmos.model.CosmosModel;
import io.cosmosblog.adapters.cosmos.v3.CosmosV3Model;
import io.cosmosblog.adapters.cosmos.v4.CosmosV4Model;
import io.cosmosblog.adapters.cosmos.v4.FeedShardPlan;
import io.cosmosblog.adapters.cosmos.v4.LikeShardPlan;
import io.cosmosblog.adapters.cosmos.v4.TurningHot;
import io.cosmosblog.application.port.DataModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * One run of the partition ceilings: a model as the service lays it out, or one of V4's two
 * controls, which keep V4's code and change only where its shards go: the feed's, and a hot
 * post's likes', alike.
 *
 * @param label as the table names the run
 * @param slug  in its database's name
 * @param plan  V4's shards; empty for V3, whose feed and posts are one logical partition each
 */
record CeilingSubject(String label, String slug, DataModel model, Optional<FeedShardPlan> plan) {

    static final FeedShardPlan ON_ONE_PARTITION = new FeedShardPlan(0, false);
    static final FeedShardPlan ONE_SHARD = new FeedShardPlan(1, true);

    /** Each model named, and with V4 its controls: its shards all on one physical partition, and one shard. */
    static List<CeilingSubject> of(List<DataModel> models) {
        List<CeilingSubject> subjects = new ArrayList<>();
        for (DataModel model : models) {
            switch (model) {
                case V3 -> subjects.add(new CeilingSubject("v3", "v3", model, Optional.empty()));
                case V4 -> {
                    subjects.add(new CeilingSubject("v4", "v4", model, Optional.of(FeedShardPlan.ONE_PER_PARTITION)));
                    subjects.add(new CeilingSubject("v4, shards on one partition", "v4-together", model, Optional.of(ON_ONE_PARTITION)));
                    subjects.add(new CeilingSubject("v4, K=1", "v4-k1", model, Optional.of(ONE_SHARD)));
                }
                default -> throw new IllegalArgumentException("the partition ceilings compare v3 and v4, not " + model.label());
            }
        }
        return subjects;
    }

    Supplier<CosmosModel> declared() {
        return () -> plan.<CosmosModel>map(feed -> new CosmosV4Model(feed,
                new LikeShardPlan(feed.count(), feed.apart(), TurningHot.WHEN_THROTTLED))).orElseGet(CosmosV3Model::new);
    }

    /** Where the feed's copies go, on a feed container of {@code partitions} physical partitions. */
    String shards(int partitions) {
        if (plan.isEmpty()) {
            return "1 logical partition";
        }
        int count = plan.get().count() == 0 ? partitions : plan.get().count();
        int spread = plan.get().apart() ? Math.min(count, partitions) : 1;
        return count + " shard" + (count == 1 ? "" : "s") + " on " + spread + " physical partition" + (spread == 1 ? "" : "s");
    }
}
