package io.cosmosblog.adapters.inmemory.v3;

import io.cosmosblog.adapters.inmemory.InMemoryModel;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.InProcessChangeFeed;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.LockedPartitions;
import io.cosmosblog.adapters.inmemory.container.NameIndex;
import io.cosmosblog.adapters.inmemory.container.PostIndex;
import io.cosmosblog.adapters.inmemory.container.Watch;
import io.cosmosblog.adapters.inmemory.denormalized.InMemoryAuthorNameCopies;
import io.cosmosblog.adapters.inmemory.denormalized.InMemoryProjectionDelivery;
import io.cosmosblog.adapters.inmemory.denormalized.InMemoryProjectionDelivery.ChangedPostDelivery;
import io.cosmosblog.adapters.inmemory.entities.InMemoryPosts;
import io.cosmosblog.adapters.inmemory.entities.InMemoryReactions;
import io.cosmosblog.adapters.inmemory.entities.InMemoryUsers;
import io.cosmosblog.application.port.ChangeProjection;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;

/**
 * V3: V2's posts, which carry their author's name and counts, plus stored views: each user's posts
 * copied beside the user, the newest posts copied to the feed, both kept up by the projections.
 * Every read is one partition, so nothing indexes the posts by physical partition.
 */
public final class InMemoryV3Model implements InMemoryModel {

    /** A changed post is copied to the views, then its author's name checked; once deleted, dropped from the views. */
    private static final ChangedPostDelivery TO_VIEWS = new ChangedPostDelivery() {
        @Override
        public void deliver(ChangeProjection projections, Post latest) {
            projections.postChanged(latest);
            projections.nameCopied(latest.userId(), latest.userRevision());
        }

        @Override
        public void removed(ChangeProjection projections, DeletedPost post) {
            projections.postRemoved(post);
        }
    };

    private final InProcessChangeFeed changeFeed = new InProcessChangeFeed();
    private final NameIndex names = new NameIndex();
    private final BlogContainers containers;

    public InMemoryV3Model(StorageMeter meter, Journal journal, HighWaterMark mark) {
        containers = new BlogContainers(new Watch(meter, journal, mark, changeFeed), PostIndex.NONE, names);
    }

    @Override
    public BlogContainers containers() {
        return containers;
    }

    /** A user's post copies live beside the user in "users", as on Cosmos DB. */
    @Override
    public StoragePorts ports(Serving serving) {
        return new StoragePorts(
                new InMemoryUsers(containers),
                new InMemoryPosts(containers),
                InMemoryReactions.comments(containers.posts(), names, changeFeed),
                InMemoryReactions.likes(containers.posts(), names, changeFeed),
                new InMemoryUserPostsView(LockedPartitions.view(PartitionNames.USERS, containers.meter())),
                new InMemoryFeedView(containers.meter(), new FeedRefill(containers.posts())),
                new InMemoryAuthorNameCopies(containers.posts(), names),
                serving.delivery().apply(new InMemoryProjectionDelivery(changeFeed, containers, TO_VIEWS, serving.userProjected())),
                containers.parked(),
                serving.health());
    }
}
