package io.cosmosblog.application.port;

import java.util.Objects;

/**
 * Every port one storage adapter supplies, built once by the adapter in the chosen data model and
 * handed out by {@link BlogStorage#ports()}. The wiring reads it to give each use case the one or
 * two ports it takes; only a copy between two storages, which reads one blog whole and writes
 * another, takes the record itself. A new port is a new component here, filled in by each
 * adapter's V1 model and its model shared by V2 and V3.
 */
public record StoragePorts(
        Users users,
        Posts posts,
        Comments comments,
        Likes likes,
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
