package io.cosmosblog.adapters.inmemory.v4;

import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.v3.InMemoryV3Model;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.metering.StorageMeter;

/**
 * V4: V3 with the feed in shards, one per physical partition, merged for the front page
 * ({@link InMemoryShardedFeedView}). In one process no partition has a throughput ceiling to lift,
 * so this keeps V4's shape, and its answers, for the same contract suites as on Cosmos DB.
 */
public final class InMemoryV4Model extends InMemoryV3Model {

    private final int shards;

    public InMemoryV4Model(StorageMeter meter, Journal journal, HighWaterMark mark, int physicalPartitions) {
        super(meter, journal, mark);
        this.shards = physicalPartitions;
    }

    @Override
    protected FeedView feed(BlogContainers containers) {
        return new InMemoryShardedFeedView(containers.meter(), containers.posts(), shards);
    }
}
