package io.cosmosblog.adapters.inmemory.v1;

import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.Names;
import io.cosmosblog.adapters.inmemory.container.PostPartition.Counting;
import io.cosmosblog.adapters.inmemory.ports.InMemoryPosts;
import io.cosmosblog.adapters.inmemory.ports.InMemoryReactions;
import io.cosmosblog.adapters.inmemory.ports.InMemoryUsers;
import io.cosmosblog.adapters.inmemory.ports.ModelPorts;
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
 * V1, normalized: users, posts, comments and likes each stored once, nothing copied, nothing
 * counted on the post. A post's author name and counts, and each reaction's author name, are
 * looked up when read ({@link AuthorsAndCounts}); a user's posts and the feed are queries across
 * the physical partitions of the posts.
 */
public final class V1Ports implements ModelPorts {

    /** A reaction is one plain write: V1 counts when it reads. */
    private static final Counting COUNTED_WHEN_READ = Counting.WHEN_READ;

    private final PostRanges ranges;
    private final BlogContainers containers;

    public V1Ports(StorageMeter meter, Journal journal, int physicalPartitions) {
        ranges = new PostRanges(physicalPartitions, meter);
        // No copy of a name anywhere: nothing to index for a rename.
        containers = new BlogContainers(meter, journal, new NothingReported(), ranges, Names.NONE);
    }

    @Override
    public BlogContainers containers() {
        return containers;
    }

    @Override
    public StoragePorts ports(Consumer<User> userProjected, UnaryOperator<ProjectionDelivery> delivery, StorageHealth health) {
        AuthorsAndCounts lookUps = new AuthorsAndCounts(containers.posts(), containers.users());
        return new StoragePorts(
                new InMemoryUsers(containers),
                new V1Posts(new InMemoryPosts(containers, lookUps::beforeDelete), lookUps),
                V1Reactions.comments(InMemoryReactions.comments(containers, COUNTED_WHEN_READ), lookUps),
                V1Reactions.likes(InMemoryReactions.likes(containers, COUNTED_WHEN_READ), lookUps),
                new UserPostsByQuery(ranges, lookUps::complete),
                new FeedByQuery(ranges, lookUps::complete),
                user -> { }, // no copy of a name anywhere: a rename has nothing to rewrite
                ProjectionDelivery.NONE, // nothing copied, so nothing to project, nor to rebuild before serving
                containers.parked(),
                health);
    }
}
