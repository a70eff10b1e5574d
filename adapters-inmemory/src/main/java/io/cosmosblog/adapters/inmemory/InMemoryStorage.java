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
import io.cosmosblog.application.users.Users;

/** Every storage port, in memory, sharing one store: the embedded default and the tests' workhorse. */
public final class InMemoryStorage {

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

    public Users users() {
        return users;
    }

    public Posts posts() {
        return posts;
    }

    public Comments comments() {
        return comments;
    }

    public Likes likes() {
        return likes;
    }

    public UserPostsView userPosts() {
        return userPosts;
    }

    public FeedView feed() {
        return feed;
    }

    public AuthorNameCopies authorNames() {
        return authorNames;
    }

    public ProjectionDelivery projectionDelivery() {
        return projectionDelivery;
    }

    /** Memory is always ready. */
    public StorageHealth health() {
        return () -> true;
    }
}
