package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.json.JsonReply;
import io.cosmosblog.adapters.http.json.LikeJson;
import io.cosmosblog.application.likes.LikePost;
import io.cosmosblog.application.likes.ListPostLikes;
import io.cosmosblog.application.likes.UnlikePost;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.domain.post.PostId;
import io.javalin.http.Context;

/** C4 and Q5, and a like taken back. */
public final class LikeHandlers {

    private final LikePost likePost;
    private final ListPostLikes listPostLikes;
    private final UnlikePost unlikePost;
    private final BearerAuthentication authentication;

    public LikeHandlers(LikePost likePost, ListPostLikes listPostLikes, UnlikePost unlikePost,
            BearerAuthentication authentication) {
        this.likePost = likePost;
        this.listPostLikes = listPostLikes;
        this.unlikePost = unlikePost;
        this.authentication = authentication;
    }

    /** 201 for the first like, 200 for a repeat, which changes nothing. */
    void like(Context ctx) {
        Actor acting = authentication.actor(ctx);
        LikePost.Result result = likePost.like(acting, new PostId(ctx.pathParam("postId")));
        JsonReply.send(ctx.status(result.firstTime() ? 201 : 200), LikeJson.of(result.like()));
    }

    /** 204 whether the like was there or not: the caller's like is not there afterwards either way, counted once. */
    void unlike(Context ctx) {
        Actor acting = authentication.actor(ctx);
        unlikePost.unlike(acting, new PostId(ctx.pathParam("postId")));
        ctx.status(204);
    }

    void list(Context ctx) {
        PostId post = new PostId(ctx.pathParam("postId"));
        JsonReply.send(ctx, PageParameters.json(listPostLikes.list(post, PageParameters.request(ctx)), LikeJson::of));
    }
}
