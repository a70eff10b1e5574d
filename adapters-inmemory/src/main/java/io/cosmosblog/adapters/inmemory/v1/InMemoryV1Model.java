package io.cosmosblog.adapters.inmemory.v1;

import io.cosmosblog.adapters.inmemory.InMemoryModel;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.Changes;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.NameIndex;
import io.cosmosblog.adapters.inmemory.container.PostPartition.Counting;
import io.cosmosblog.adapters.inmemory.container.Watch;
import io.cosmosblog.adapters.inmemory.entities.InMemoryPosts;
import io.cosmosblog.adapters.inmemory.entities.InMemoryReactions;
import io.cosmosblog.adapters.inmemory.entities.InMemoryUsers;
import io.cosmosblog.adapters.inmemory.query.InMemoryFeedByQuery;
import io.cosmosblog.adapters.inmemory.query.InMemoryUserPostsByQuery;
import io.cosmosblog.adapters.inmemory.query.PostRanges;
import io.cosmosblog.application.port.ProjectionDelivery;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.Reaction;
import java.util.Optional;

/**
 * V1, normalized: users, posts, comments and likes each stored once, nothing copied, nothing
 * counted on the post. A post's author name and counts, and each reaction's author name, are
 * looked up when read ({@link InMemoryAuthorsAndCounts}); a user's posts and the feed are queries across
 * the physical partitions of the posts.
 */
public final class InMemoryV1Model implements InMemoryModel {

    /**
     * A reaction is one plain write: V1 counts when it reads. Taking one back only moves the post's
     * revision, so that the post as read still moves forward ({@code Post.withOneTakenBackUncounted}).
     */
    private static final Counting COUNTED_WHEN_READ = new Counting() {
        @Override
        public Optional<Post> counted(Post post, Reaction<?> reaction) {
            return Optional.empty();
        }

        @Override
        public Optional<Post> uncounted(Post post, Reaction<?> reaction) {
            return Optional.of(post.withOneTakenBackUncounted());
        }
    };

    private final NameIndex names = new NameIndex();
    private final PostRanges ranges;
    private final BlogContainers containers;

    public InMemoryV1Model(StorageMeter meter, Journal journal, HighWaterMark mark, int physicalPartitions) {
        ranges = new PostRanges(physicalPartitions, meter);
        // No copy of anything: nothing for the projections to hear of; the names are indexed for erasures only.
        containers = new BlogContainers(new Watch(meter, journal, mark, Changes.NONE), ranges, names);
    }

    @Override
    public BlogContainers containers() {
        return containers;
    }

    @Override
    public StoragePorts ports(Serving serving) {
        InMemoryAuthorsAndCounts lookUps = new InMemoryAuthorsAndCounts(containers.posts(), containers.users());
        return new StoragePorts(
                new InMemoryUsers(containers),
                new InMemoryV1Posts(new InMemoryPosts(containers, lookUps::beforeDelete), lookUps),
                InMemoryV1Reactions.comments(
                        InMemoryReactions.comments(containers.posts(), names, Changes.NONE, COUNTED_WHEN_READ), lookUps),
                InMemoryV1Reactions.likes(InMemoryReactions.likes(containers.posts(), names, Changes.NONE, COUNTED_WHEN_READ), lookUps),
                new InMemoryUserPostsByQuery(ranges, lookUps::complete),
                new InMemoryFeedByQuery(ranges, lookUps::complete),
                user -> { }, // no copy of a name anywhere: a rename has nothing to rewrite
                ProjectionDelivery.NONE, // nothing copied, so nothing to project, nor to rebuild before serving
                containers.parked(),
                serving.health());
    }
}
