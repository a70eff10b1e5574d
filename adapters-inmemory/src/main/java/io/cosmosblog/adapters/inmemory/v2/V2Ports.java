package io.cosmosblog.adapters.inmemory.v2;

import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.NameIndex;
import io.cosmosblog.adapters.inmemory.denormalized.DenormalizedPorts;
import io.cosmosblog.adapters.inmemory.ports.ModelPorts;
import io.cosmosblog.adapters.inmemory.projection.ChangeLog;
import io.cosmosblog.adapters.inmemory.projection.InMemoryProjectionDelivery;
import io.cosmosblog.adapters.inmemory.projection.InMemoryProjectionDelivery.PostChanges;
import io.cosmosblog.adapters.inmemory.query.FeedByQuery;
import io.cosmosblog.adapters.inmemory.query.PostRanges;
import io.cosmosblog.adapters.inmemory.query.UserPostsByQuery;
import io.cosmosblog.application.storage.ProjectionDelivery;
import io.cosmosblog.application.storage.StorageHealth;
import io.cosmosblog.application.storage.StoragePorts;
import io.cosmosblog.application.storage.metering.StorageMeter;
import io.cosmosblog.domain.user.User;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * V2: each post carries its author's name and its counts, kept up as V3's are (counted with each
 * reaction, renamed by the projections); a user's posts and the feed are queries across the
 * physical partitions of the posts, answered as stored. The projections only check names.
 */
public final class V2Ports implements ModelPorts {

    private final ChangeLog changes = new ChangeLog();
    private final NameIndex names = new NameIndex();
    private final PostRanges ranges;
    private final BlogContainers containers;

    public V2Ports(StorageMeter meter, Journal journal, int physicalPartitions) {
        ranges = new PostRanges(physicalPartitions, meter);
        containers = new BlogContainers(meter, journal, changes, ranges, names);
    }

    @Override
    public BlogContainers containers() {
        return containers;
    }

    @Override
    public StoragePorts ports(Consumer<User> userProjected, UnaryOperator<ProjectionDelivery> delivery, StorageHealth health) {
        ProjectionDelivery projections = new InMemoryProjectionDelivery(changes, containers, PostChanges.NAMES_ONLY, userProjected);
        // Posts are read as stored: nothing to complete.
        return DenormalizedPorts.of(containers, names, new UserPostsByQuery(ranges, UnaryOperator.identity()),
                new FeedByQuery(ranges, UnaryOperator.identity()), delivery.apply(projections), health);
    }
}
