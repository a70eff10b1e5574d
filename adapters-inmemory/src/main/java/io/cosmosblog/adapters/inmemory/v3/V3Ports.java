package io.cosmosblog.adapters.inmemory.v3;

import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.Container;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.NameIndex;
import io.cosmosblog.adapters.inmemory.container.PostIndex;
import io.cosmosblog.adapters.inmemory.denormalized.DenormalizedPorts;
import io.cosmosblog.adapters.inmemory.ports.ModelPorts;
import io.cosmosblog.adapters.inmemory.projection.ChangeLog;
import io.cosmosblog.adapters.inmemory.projection.InMemoryProjectionDelivery;
import io.cosmosblog.adapters.inmemory.projection.InMemoryProjectionDelivery.PostChanges;
import io.cosmosblog.application.storage.FeedView;
import io.cosmosblog.application.storage.ProjectionDelivery;
import io.cosmosblog.application.storage.StorageHealth;
import io.cosmosblog.application.storage.StoragePorts;
import io.cosmosblog.application.storage.UserPostsView;
import io.cosmosblog.application.storage.metering.PartitionNames;
import io.cosmosblog.application.storage.metering.StorageMeter;
import io.cosmosblog.domain.user.User;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * V3: V2's posts, which carry their author's name and counts, plus stored views: each user's posts
 * copied beside the user, the newest posts copied to the feed, both kept up by the projections.
 * Every read is one partition, so nothing indexes the posts by physical partition.
 */
public final class V3Ports implements ModelPorts {

    private final ChangeLog changes = new ChangeLog();
    private final NameIndex names = new NameIndex();
    private final BlogContainers containers;

    public V3Ports(StorageMeter meter, Journal journal) {
        containers = new BlogContainers(meter, journal, changes, PostIndex.NONE, names);
    }

    @Override
    public BlogContainers containers() {
        return containers;
    }

    @Override
    public StoragePorts ports(Consumer<User> userProjected, UnaryOperator<ProjectionDelivery> delivery, StorageHealth health) {
        // A user's post copies live beside the user in "users", as on Cosmos DB.
        UserPostsView userPosts = new InMemoryUserPostsView(Container.view(PartitionNames.USERS, containers.meter()));
        FeedView feed = new InMemoryFeedView(Container.view(PartitionNames.FEED, containers.meter()), new NewestPosts(containers.posts()));
        ProjectionDelivery projections = new InMemoryProjectionDelivery(changes, containers, PostChanges.TO_VIEWS,
                userProjected);
        return DenormalizedPorts.of(containers, names, userPosts, feed, delivery.apply(projections), health);
    }
}
