package io.cosmosblog.bootstrap;

import dagger.Module;
import dagger.Provides;
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

/** Each port, from whichever {@link BlogStorage} the component's storage module opened. */
@Module
public interface StoragePortsModule {

    @Provides static Users users(BlogStorage storage) { return storage.users(); }
    @Provides static Posts posts(BlogStorage storage) { return storage.posts(); }
    @Provides static Comments comments(BlogStorage storage) { return storage.comments(); }
    @Provides static Likes likes(BlogStorage storage) { return storage.likes(); }
    @Provides static UserPostsView userPosts(BlogStorage storage) { return storage.userPosts(); }
    @Provides static FeedView feed(BlogStorage storage) { return storage.feed(); }
    @Provides static AuthorNameCopies authorNames(BlogStorage storage) { return storage.authorNames(); }
    @Provides static ProjectionDelivery projectionDelivery(BlogStorage storage) { return storage.projectionDelivery(); }
    @Provides static StorageHealth health(BlogStorage storage) { return storage.health(); }
}
