package io.cosmosblog.adapters.cosmos;

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

/** The Cosmos adapter on a database of its own, dropped when the test is done. */
final class CosmosStorageUnderTest implements StorageUnderTest {

    private final TestAccount account;
    private final CosmosSettings settings;
    private final CosmosStorage storage;

    CosmosStorageUnderTest() {
        this(TestAccount.shared());
    }

    CosmosStorageUnderTest(TestAccount account) {
        this.account = account;
        this.settings = account.freshDatabase();
        this.storage = new CosmosStorage(settings, new StoreMeter());
    }

    CosmosStorage storage() {
        return storage;
    }

    CosmosSettings settings() {
        return settings;
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
    public void close() {
        try {
            storage.close();
        } finally {
            account.drop(settings.database());
        }
    }
}
