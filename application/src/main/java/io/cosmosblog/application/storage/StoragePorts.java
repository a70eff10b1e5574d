package io.cosmosblog.application.storage;

import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import java.util.Objects;

/**
 * Every port one storage adapter supplies, built once by the adapter in the chosen data model. A
 * new port is a new component here, filled in by each adapter's V1 model and its model shared by V2
 * and V3 ({@code InMemoryDenormalizedModel}, {@code CosmosDenormalizedModel}); the use cases still
 * depend on single ports, never on this.
 */
public record StoragePorts(
        Users users,
        Posts posts,
        Reactions<Comment> comments,
        Reactions<Like> likes,
        UserPostsView userPosts,
        FeedView feed,
        AuthorNameCopies authorNames,
        ProjectionDelivery projectionDelivery,
        ParkedChanges parkedChanges,
        StorageHealth health) {

    public StoragePorts {
        Objects.requireNonNull(users, "users");
        Objects.requireNonNull(posts, "posts");
        Objects.requireNonNull(comments, "comments");
        Objects.requireNonNull(likes, "likes");
        Objects.requireNonNull(userPosts, "userPosts");
        Objects.requireNonNull(feed, "feed");
        Objects.requireNonNull(authorNames, "authorNames");
        Objects.requireNonNull(projectionDelivery, "projectionDelivery");
        Objects.requireNonNull(parkedChanges, "parkedChanges");
        Objects.requireNonNull(health, "health");
    }
}
