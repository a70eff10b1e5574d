package io.cosmosblog.application.storage;

import io.cosmosblog.application.comments.Comments;
import io.cosmosblog.application.feed.FeedView;
import io.cosmosblog.application.health.StorageHealth;
import io.cosmosblog.application.likes.Likes;
import io.cosmosblog.application.posts.Posts;
import io.cosmosblog.application.posts.UserPostsView;
import io.cosmosblog.application.projection.AuthorNameCopies;
import io.cosmosblog.application.projection.ProjectionDelivery;
import io.cosmosblog.application.users.Users;

/**
 * Every port one storage adapter supplies, as the one unit that is chosen, wired, tested against
 * the contracts and closed. The use cases still depend on single ports, never on this.
 */
public interface BlogStorage extends AutoCloseable {

    Users users();

    Posts posts();

    Comments comments();

    Likes likes();

    UserPostsView userPosts();

    FeedView feed();

    AuthorNameCopies authorNames();

    ProjectionDelivery projectionDelivery();

    StorageHealth health();

    /** Releases connections and threads, after the projections have been stopped. */
    @Override
    void close();
}
