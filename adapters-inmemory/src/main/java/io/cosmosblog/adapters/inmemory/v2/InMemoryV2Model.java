package io.cosmosblog.adapters.inmemory.v2;

import io.cosmosblog.adapters.inmemory.InMemoryModel;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.InProcessChangeFeed;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.NameIndex;
import io.cosmosblog.adapters.inmemory.container.Watch;
import io.cosmosblog.adapters.inmemory.denormalized.InMemoryAuthorNameCopies;
import io.cosmosblog.adapters.inmemory.denormalized.InMemoryProjectionDelivery;
import io.cosmosblog.adapters.inmemory.denormalized.InMemoryProjectionDelivery.ChangedPostDelivery;
import io.cosmosblog.adapters.inmemory.entities.InMemoryPosts;
import io.cosmosblog.adapters.inmemory.entities.InMemoryReactions;
import io.cosmosblog.adapters.inmemory.entities.InMemoryUsers;
import io.cosmosblog.adapters.inmemory.query.InMemoryFeedByQuery;
import io.cosmosblog.adapters.inmemory.query.InMemoryUserPostsByQuery;
import io.cosmosblog.adapters.inmemory.query.PostRanges;
import io.cosmosblog.application.port.ChangeProjection;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import java.util.function.UnaryOperator;

/**
 * V2: each post carries its author's name and its counts, kept up as V3's are (counted with each
 * reaction, renamed by the projections, every copy of a name indexed); a user's posts and the feed
 * are queries across the physical partitions of the posts, answered as stored.
 */
public final class InMemoryV2Model implements InMemoryModel {

    /** No view holds a copy of a post: the projections only check its author's name, and a delete drops nothing. */
    private static final ChangedPostDelivery NAMES_ONLY = new ChangedPostDelivery() {
        @Override
        public void deliver(ChangeProjection projections, Post latest) {
            projections.nameCopied(latest.userId(), latest.userRevision());
        }

        @Override
        public void removed(ChangeProjection projections, DeletedPost post) {
        }
    };

    private final InProcessChangeFeed changeFeed = new InProcessChangeFeed();
    private final NameIndex names = new NameIndex();
    private final PostRanges ranges;
    private final BlogContainers containers;

    public InMemoryV2Model(StorageMeter meter, Journal journal, HighWaterMark mark, int physicalPartitions) {
        ranges = new PostRanges(physicalPartitions, meter);
        containers = new BlogContainers(new Watch(meter, journal, mark, changeFeed), ranges, names);
    }

    @Override
    public BlogContainers containers() {
        return containers;
    }

    /** Posts are read as stored: nothing to complete. */
    @Override
    public StoragePorts ports(Serving serving) {
        return new StoragePorts(
                new InMemoryUsers(containers),
                new InMemoryPosts(containers),
                InMemoryReactions.comments(containers.posts(), names, changeFeed),
                InMemoryReactions.likes(containers.posts(), names, changeFeed),
                new InMemoryUserPostsByQuery(ranges, UnaryOperator.identity()),
                new InMemoryFeedByQuery(ranges, UnaryOperator.identity()),
                new InMemoryAuthorNameCopies(containers.posts(), names),
                serving.delivery().apply(new InMemoryProjectionDelivery(changeFeed, containers, NAMES_ONLY, serving.userProjected())),
                containers.parked(),
                serving.health());
    }
}
