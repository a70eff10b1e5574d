package io.cosmosblog.adapters.inmemory.v3;

import io.cosmosblog.adapters.inmemory.InMemoryModel;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.LockedPartitions;
import io.cosmosblog.adapters.inmemory.container.PostIndex;
import io.cosmosblog.adapters.inmemory.denormalized.InMemoryDenormalizedModel;
import io.cosmosblog.adapters.inmemory.denormalized.InMemoryProjectionDelivery.ChangedPostDelivery;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.application.port.metering.StorageMeter;

/**
 * V3: V2's posts, which carry their author's name and counts, plus stored views: each user's posts
 * copied beside the user, the newest posts copied to the feed, both kept up by the projections.
 * Every read is one partition, so nothing indexes the posts by physical partition.
 */
public final class InMemoryV3Model implements InMemoryModel {

    private final InMemoryDenormalizedModel denormalized;

    public InMemoryV3Model(StorageMeter meter, Journal journal, HighWaterMark mark) {
        denormalized = new InMemoryDenormalizedModel(meter, journal, mark, PostIndex.NONE);
    }

    @Override
    public BlogContainers containers() {
        return denormalized.containers();
    }

    /** A changed post is copied to the views; a user's post copies live beside the user in "users", as on Cosmos DB. */
    @Override
    public StoragePorts ports(Serving serving) {
        BlogContainers containers = denormalized.containers();
        return denormalized.ports(
                new InMemoryUserPostsView(LockedPartitions.view(PartitionNames.USERS, containers.meter())),
                new InMemoryFeedView(LockedPartitions.view(PartitionNames.FEED, containers.meter()), new FeedRefill(containers.posts())),
                ChangedPostDelivery.TO_VIEWS,
                serving);
    }
}
