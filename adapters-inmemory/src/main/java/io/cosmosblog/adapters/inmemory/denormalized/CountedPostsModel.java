package io.cosmosblog.adapters.inmemory.denormalized;

import io.cosmosblog.adapters.inmemory.InMemoryModel;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.InProcessChangeFeed;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.NameIndex;
import io.cosmosblog.adapters.inmemory.container.PostIndex;
import io.cosmosblog.adapters.inmemory.container.Watch;
import io.cosmosblog.adapters.inmemory.denormalized.InMemoryProjectionDelivery.ChangedPostDelivery;
import io.cosmosblog.adapters.inmemory.entities.InMemoryPosts;
import io.cosmosblog.adapters.inmemory.entities.InMemoryReactions;
import io.cosmosblog.adapters.inmemory.entities.InMemoryUsers;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.UserPostsView;
import io.cosmosblog.application.port.metering.StorageMeter;

/**
 * A model whose posts carry their author's name and counts, kept up by the projections (counted
 * with each reaction, renamed by the projections, every copy of a name indexed): V2, V3 and any
 * model after them. Each says how its posts are indexed, what a changed post delivers, and where
 * a user's posts and the feed are read.
 */
public abstract class CountedPostsModel implements InMemoryModel {

    private final InProcessChangeFeed changeFeed = new InProcessChangeFeed();
    private final NameIndex names = new NameIndex();
    private final BlogContainers containers;
    private final ChangedPostDelivery delivery;

    protected CountedPostsModel(StorageMeter meter, Journal journal, HighWaterMark mark, PostIndex index, ChangedPostDelivery delivery) {
        this.containers = new BlogContainers(new Watch(meter, journal, mark, changeFeed), index, names);
        this.delivery = delivery;
    }

    /** Where this model reads a user's posts. */
    protected abstract UserPostsView userPosts(BlogContainers containers);

    /** Where this model reads the feed. */
    protected abstract FeedView feed(BlogContainers containers);

    @Override
    public final BlogContainers containers() {
        return containers;
    }

    @Override
    public final StoragePorts ports(Serving serving) {
        return new StoragePorts(
                new InMemoryUsers(containers),
                new InMemoryPosts(containers),
                InMemoryReactions.comments(containers.posts(), names, changeFeed),
                InMemoryReactions.likes(containers.posts(), names, changeFeed),
                userPosts(containers),
                feed(containers),
                new InMemoryAuthorNameCopies(containers.posts(), names),
                serving.delivery().apply(new InMemoryProjectionDelivery(changeFeed, containers, delivery, serving.userProjected())),
                containers.parked(),
                serving.health());
    }
}
