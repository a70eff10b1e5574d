package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.comments.Comments;
import io.cosmosblog.application.feed.FeedView;
import io.cosmosblog.application.health.StorageHealth;
import io.cosmosblog.application.likes.Likes;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.posts.Posts;
import io.cosmosblog.application.posts.UserPostsView;
import io.cosmosblog.application.projection.AuthorNameCopies;
import io.cosmosblog.application.projection.ProjectionDelivery;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.users.Users;

/** Every storage port, in memory, sharing one store: the embedded default and the tests' workhorse. */
public final class InMemoryStorage implements BlogStorage {

    private static final int PROJECTION_LANES = 2;

    private final InMemoryUsers users;
    private final InMemoryPosts posts;
    private final InMemoryComments comments;
    private final InMemoryLikes likes;
    private final InMemoryUserPostsView userPosts;
    private final InMemoryFeedView feed;
    private final InMemoryAuthorNameCopies authorNames;
    private final InMemoryProjectionDelivery projectionDelivery;

    public InMemoryStorage(StoreMeter meter) {
        Metering metering = new Metering(meter);
        ChangeLog changes = new ChangeLog(PROJECTION_LANES);
        PostPartitions partitions = new PostPartitions();
        users = new InMemoryUsers(metering, changes);
        posts = new InMemoryPosts(partitions, metering, changes);
        comments = new InMemoryComments(partitions, metering, changes);
        likes = new InMemoryLikes(partitions, metering, changes);
        userPosts = new InMemoryUserPostsView(metering);
        feed = new InMemoryFeedView(metering);
        authorNames = new InMemoryAuthorNameCopies(partitions, metering, changes);
        projectionDelivery = new InMemoryProjectionDelivery(changes, users, partitions, meter);
    }

    @Override
    public Users users() {
        return users;
    }

    @Override
    public Posts posts() {
        return posts;
    }

    @Override
    public Comments comments() {
        return comments;
    }

    @Override
    public Likes likes() {
        return likes;
    }

    @Override
    public UserPostsView userPosts() {
        return userPosts;
    }

    @Override
    public FeedView feed() {
        return feed;
    }

    @Override
    public AuthorNameCopies authorNames() {
        return authorNames;
    }

    @Override
    public ProjectionDelivery projectionDelivery() {
        return projectionDelivery;
    }

    /** Memory is always ready. */
    @Override
    public StorageHealth health() {
        return () -> true;
    }

    /** Nothing to release but the projection threads, which {@link ProjectionDelivery#stop} ends. */
    @Override
    public void close() {
    }
}
