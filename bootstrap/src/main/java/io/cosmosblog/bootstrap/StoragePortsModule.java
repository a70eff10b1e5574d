package io.cosmosblog.bootstrap;

import dagger.Module;
import dagger.Provides;
import io.cosmosblog.application.storage.AuthorNameCopies;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.Comments;
import io.cosmosblog.application.storage.FeedView;
import io.cosmosblog.application.storage.Likes;
import io.cosmosblog.application.storage.ParkedChanges;
import io.cosmosblog.application.storage.Posts;
import io.cosmosblog.application.storage.ProjectionDelivery;
import io.cosmosblog.application.storage.StorageHealth;
import io.cosmosblog.application.storage.StoragePorts;
import io.cosmosblog.application.storage.UserPostsView;
import io.cosmosblog.application.storage.Users;

/** Each port, from whichever {@link BlogStorage} the component's storage module opened. */
@Module
public interface StoragePortsModule {

    @Provides static StoragePorts ports(BlogStorage storage) { return storage.ports(); }

    @Provides static Users users(StoragePorts ports) { return ports.users(); }
    @Provides static Posts posts(StoragePorts ports) { return ports.posts(); }
    @Provides static Comments comments(StoragePorts ports) { return ports.comments(); }
    @Provides static Likes likes(StoragePorts ports) { return ports.likes(); }
    @Provides static UserPostsView userPosts(StoragePorts ports) { return ports.userPosts(); }
    @Provides static FeedView feed(StoragePorts ports) { return ports.feed(); }
    @Provides static AuthorNameCopies authorNames(StoragePorts ports) { return ports.authorNames(); }
    @Provides static ProjectionDelivery projectionDelivery(StoragePorts ports) { return ports.projectionDelivery(); }
    @Provides static ParkedChanges parkedChanges(StoragePorts ports) { return ports.parkedChanges(); }
    @Provides static StorageHealth health(StoragePorts ports) { return ports.health(); }
}
