package io.cosmosblog.bootstrap;

import dagger.Module;
import dagger.Provides;
import io.cosmosblog.adapters.inmemory.InMemoryStorage;
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
import jakarta.inject.Singleton;

/** Every port, from one in-process store. */
@Module
public interface InMemoryStorageModule {

    @Provides @Singleton static InMemoryStorage storage(StoreMeter meter) { return new InMemoryStorage(meter); }

    @Provides static Users users(InMemoryStorage storage) { return storage.users(); }
    @Provides static Posts posts(InMemoryStorage storage) { return storage.posts(); }
    @Provides static Comments comments(InMemoryStorage storage) { return storage.comments(); }
    @Provides static Likes likes(InMemoryStorage storage) { return storage.likes(); }
    @Provides static UserPostsView userPosts(InMemoryStorage storage) { return storage.userPosts(); }
    @Provides static FeedView feed(InMemoryStorage storage) { return storage.feed(); }
    @Provides static AuthorNameCopies authorNames(InMemoryStorage storage) { return storage.authorNames(); }
    @Provides static ProjectionDelivery projectionDelivery(InMemoryStorage storage) { return storage.projectionDelivery(); }
    @Provides static StorageHealth health(InMemoryStorage storage) { return storage.health(); }
    // Nothing outlives the process: no connection, no thread beyond the projections, already drained.
    @Provides static StorageShutdown shutdown() { return () -> { }; }
}
