package io.cosmosblog.adapters.inmemory.v3;

import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.LockedPartitions;
import io.cosmosblog.adapters.inmemory.container.PostIndex;
import io.cosmosblog.adapters.inmemory.denormalized.CountedPostsModel;
import io.cosmosblog.adapters.inmemory.denormalized.InMemoryProjectionDelivery.ChangedPostDelivery;
import io.cosmosblog.application.port.ChangeProjection;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.UserPostsView;
import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;

/**
 * V3: V2's posts, which carry their author's name and counts ({@link CountedPostsModel}), plus
 * stored views: each user's posts copied beside the user, the newest posts copied to the feed,
 * both kept up by the projections. Every read is one partition, so nothing indexes the posts by
 * physical partition.
 */
public class InMemoryV3Model extends CountedPostsModel {

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

    public InMemoryV3Model(StorageMeter meter, Journal journal, HighWaterMark mark) {
        super(meter, journal, mark, PostIndex.NONE, TO_VIEWS);
    }

    /** A user's post copies live beside the user in "users", as on Cosmos DB. */
    @Override
    protected UserPostsView userPosts(BlogContainers containers) {
        return new InMemoryUserPostsView(LockedPartitions.view(PartitionNames.USERS, containers.meter()));
    }

    @Override
    protected FeedView feed(BlogContainers containers) {
        return new InMemoryFeedView(containers.meter(), new FeedRefill(containers.posts()));
    }
}
