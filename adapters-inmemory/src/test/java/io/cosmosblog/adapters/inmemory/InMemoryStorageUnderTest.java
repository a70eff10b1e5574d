package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.comments.Comments;
import io.cosmosblog.application.contract.StorageUnderTest;
import io.cosmosblog.application.feed.FeedView;
import io.cosmosblog.application.likes.Likes;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.posts.Posts;
import io.cosmosblog.application.posts.UserPostsView;
import io.cosmosblog.application.projection.AuthorNameCopies;
import io.cosmosblog.application.projection.ProjectionDelivery;
import io.cosmosblog.application.users.Users;

final class InMemoryStorageUnderTest implements StorageUnderTest {

    private final InMemoryStorage storage = new InMemoryStorage(new StoreMeter());

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
}
