package io.cosmosblog.bootstrap;

import dagger.Module;
import dagger.Provides;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
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

/** Every port on one Azure Cosmos DB account; opening it creates the database, containers and scripts it lacks. */
@Module
public interface CosmosStorageModule {

    @Provides static CosmosSettings cosmosSettings(Settings settings) {
        return settings.cosmos().orElseThrow(() -> new InvalidSettingException("STORAGE=cosmos needs COSMOS_ENDPOINT and COSMOS_KEY"));
    }

    @Provides @Singleton static CosmosStorage storage(CosmosSettings settings, StoreMeter meter) { return new CosmosStorage(settings, meter); }

    @Provides static Users users(CosmosStorage storage) { return storage.users(); }
    @Provides static Posts posts(CosmosStorage storage) { return storage.posts(); }
    @Provides static Comments comments(CosmosStorage storage) { return storage.comments(); }
    @Provides static Likes likes(CosmosStorage storage) { return storage.likes(); }
    @Provides static UserPostsView userPosts(CosmosStorage storage) { return storage.userPosts(); }
    @Provides static FeedView feed(CosmosStorage storage) { return storage.feed(); }
    @Provides static AuthorNameCopies authorNames(CosmosStorage storage) { return storage.authorNames(); }
    @Provides static ProjectionDelivery projectionDelivery(CosmosStorage storage) { return storage.projectionDelivery(); }
    @Provides static StorageHealth health(CosmosStorage storage) { return storage.health(); }
    @Provides static StorageShutdown shutdown(CosmosStorage storage) { return storage::close; }
}
