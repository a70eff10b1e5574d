package io.cosmosblog.application.contract;

import io.cosmosblog.application.comments.Comments;
import io.cosmosblog.application.feed.FeedView;
import io.cosmosblog.application.likes.Likes;
import io.cosmosblog.application.posts.Posts;
import io.cosmosblog.application.posts.UserPostsView;
import io.cosmosblog.application.projection.AuthorNameCopies;
import io.cosmosblog.application.projection.ProjectionDelivery;
import io.cosmosblog.application.users.Users;

/** One storage adapter's ports, fresh and empty, for a contract suite to exercise. */
public interface StorageUnderTest extends AutoCloseable {

    Users users();

    Posts posts();

    Comments comments();

    Likes likes();

    UserPostsView userPosts();

    FeedView feed();

    AuthorNameCopies authorNames();

    ProjectionDelivery projectionDelivery();

    @Override
    default void close() {
    }
}
