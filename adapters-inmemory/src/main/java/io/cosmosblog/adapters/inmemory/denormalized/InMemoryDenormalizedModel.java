package io.cosmosblog.adapters.inmemory.denormalized;

import io.cosmosblog.adapters.inmemory.InMemoryModel.Serving;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.InProcessChangeFeed;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.NameIndex;
import io.cosmosblog.adapters.inmemory.container.PostIndex;
import io.cosmosblog.adapters.inmemory.container.PostPartition.Counting;
import io.cosmosblog.adapters.inmemory.denormalized.InMemoryProjectionDelivery.ChangedPostDelivery;
import io.cosmosblog.adapters.inmemory.entities.InMemoryPosts;
import io.cosmosblog.adapters.inmemory.entities.InMemoryReactions;
import io.cosmosblog.adapters.inmemory.entities.InMemoryUsers;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.UserPostsView;
import io.cosmosblog.application.port.metering.StorageMeter;

/**
 * What V2 and V3 share: posts that carry their author's name and counts, each reaction counted on
 * its post as it is stored, every copy of a name indexed and rewritten on a rename, and the
 * in-process change feed that delivers the projections. The model adds its views and what a
 * changed post means to it.
 */
public final class InMemoryDenormalizedModel {

    private final InProcessChangeFeed changeFeed = new InProcessChangeFeed();
    private final NameIndex names = new NameIndex();
    private final BlogContainers containers;

    /** {@code postIndex}: where the model indexes its posts for the queries it runs across partitions. */
    public InMemoryDenormalizedModel(StorageMeter meter, Journal journal, HighWaterMark mark, PostIndex postIndex) {
        containers = new BlogContainers(meter, journal, mark, changeFeed, postIndex, names);
    }

    public BlogContainers containers() {
        return containers;
    }

    /** Every port, with the model's views: {@code changedPost} says what the projections are handed of a changed post. */
    public StoragePorts ports(UserPostsView userPosts, FeedView feed, ChangedPostDelivery changedPost, Serving serving) {
        InMemoryProjectionDelivery projections = new InMemoryProjectionDelivery(changeFeed, containers, changedPost,
                serving.userProjected());
        return new StoragePorts(
                new InMemoryUsers(containers),
                new InMemoryPosts(containers),
                InMemoryReactions.comments(containers, Counting.ON_THE_POST),
                InMemoryReactions.likes(containers, Counting.ON_THE_POST),
                userPosts,
                feed,
                new InMemoryAuthorNameCopies(containers.posts(), names),
                serving.delivery().apply(projections),
                containers.parked(),
                serving.health());
    }
}
