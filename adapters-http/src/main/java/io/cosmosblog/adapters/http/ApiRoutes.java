package io.cosmosblog.adapters.http;

import io.javalin.router.JavalinDefaultRoutingApi;

/**
 * The API, path by path in the order of {@code openapi.yaml} (the contract, served at
 * {@code /openapi.yaml}); C1 to Q6 are the ten requests as the README's curl walk-through and
 * the table in docs/DESIGN.md number them.
 */
public record ApiRoutes(UserHandlers users, PostHandlers posts, CommentHandlers comments, LikeHandlers likes,
        FeedHandlers feed, AboutHandlers about) {

    void addTo(JavalinDefaultRoutingApi routes) {
        routes.post("/api/users", users::create);                           // C1 create
        routes.put("/api/users/{userId}", users::rename);                   // C1 edit
        GetAndHead.add(routes, "/api/users/{userId}", users::view);         // Q1
        routes.post("/api/users/{userId}/token", users::rotateToken);       // a new token, the old one revoked
        routes.delete("/api/users/{userId}/token", users::signOutEverywhere); // every token revoked
        routes.delete("/api/users/{userId}", users::delete);                // erasure: the account and all it wrote
        GetAndHead.add(routes, "/api/users/{userId}/posts", posts::listOfUser); // Q3
        routes.post("/api/posts", posts::write);                            // C2 create
        routes.put("/api/posts/{postId}", posts::edit);                     // C2 edit
        GetAndHead.add(routes, "/api/posts/{postId}", posts::view);         // Q2
        routes.delete("/api/posts/{postId}", posts::delete);                // a post deleted, with its comments and likes
        routes.post("/api/posts/{postId}/comments", comments::comment);     // C3
        GetAndHead.add(routes, "/api/posts/{postId}/comments", comments::list); // Q4
        routes.delete("/api/posts/{postId}/comments/{commentId}", comments::delete); // a comment deleted
        routes.post("/api/posts/{postId}/likes", likes::like);              // C4
        GetAndHead.add(routes, "/api/posts/{postId}/likes", likes::list);   // Q5
        routes.delete("/api/posts/{postId}/likes", likes::unlike);          // the caller's like taken back
        GetAndHead.add(routes, "/api/feed", feed::latest);                  // Q6
        GetAndHead.add(routes, "/api/about", about::describe);              // the storage and data model serving
    }
}
