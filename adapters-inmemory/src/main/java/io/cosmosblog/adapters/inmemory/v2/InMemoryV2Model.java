package io.cosmosblog.adapters.inmemory.v2;

import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.denormalized.CountedPostsModel;
import io.cosmosblog.adapters.inmemory.denormalized.InMemoryProjectionDelivery.ChangedPostDelivery;
import io.cosmosblog.adapters.inmemory.query.InMemoryFeedByQuery;
import io.cosmosblog.adapters.inmemory.query.InMemoryUserPostsByQuery;
import io.cosmosblog.adapters.inmemory.query.PostRanges;
import io.cosmosblog.application.port.ChangeProjection;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.UserPostsView;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import java.util.function.UnaryOperator;

/**
 * V2: each post carries its author's name and its counts ({@link CountedPostsModel}); a user's
 * posts and the feed are queries across the physical partitions of the posts, answered as stored.
 */
public final class InMemoryV2Model extends CountedPostsModel {

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

    private final PostRanges ranges;

    public InMemoryV2Model(StorageMeter meter, Journal journal, HighWaterMark mark, int physicalPartitions) {
        this(meter, journal, mark, new PostRanges(physicalPartitions, meter));
    }

    private InMemoryV2Model(StorageMeter meter, Journal journal, HighWaterMark mark, PostRanges ranges) {
        super(meter, journal, mark, ranges, NAMES_ONLY);
        this.ranges = ranges;
    }

    /** Posts are read as stored: nothing to complete. */
    @Override
    protected UserPostsView userPosts(BlogContainers containers) {
        return new InMemoryUserPostsByQuery(ranges, UnaryOperator.identity());
    }

    @Override
    protected FeedView feed(BlogContainers containers) {
        return new InMemoryFeedByQuery(ranges, UnaryOperator.identity());
    }
}
