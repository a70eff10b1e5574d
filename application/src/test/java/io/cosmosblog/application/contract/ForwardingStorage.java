package io.cosmosblog.application.contract;

import io.cosmosblog.application.comments.Comments;
import io.cosmosblog.application.feed.FeedView;
import io.cosmosblog.application.health.StorageHealth;
import io.cosmosblog.application.likes.Likes;
import io.cosmosblog.application.posts.Posts;
import io.cosmosblog.application.posts.UserPostsView;
import io.cosmosblog.application.projection.AuthorNameCopies;
import io.cosmosblog.application.projection.ProjectionDelivery;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.users.Users;

/** Forwards every port to another storage, for an adapter's tests that add their own clean-up to {@link #close()}. */
public abstract class ForwardingStorage implements BlogStorage {

    private final BlogStorage storage;

    protected ForwardingStorage(BlogStorage storage) {
        this.storage = storage;
    }

    @Override
    public Users users() {
        return storage.users();
    }

    @Override
    public Posts posts() {
        return storage.posts();
    }

    @Override
    public Comments comments() {
        return storage.comments();
    }

    @Override
    public Likes likes() {
        return storage.likes();
    }

    @Override
    public UserPostsView userPosts() {
        return storage.userPosts();
    }

    @Override
    public FeedView feed() {
        return storage.feed();
    }

    @Override
    public AuthorNameCopies authorNames() {
        return storage.authorNames();
    }

    @Override
    public ProjectionDelivery projectionDelivery() {
        return storage.projectionDelivery();
    }

    @Override
    public StorageHealth health() {
        return storage.health();
    }

    @Override
    public void close() {
        storage.close();
    }
}
