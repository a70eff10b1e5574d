package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.json.CommentJson;
import io.cosmosblog.adapters.http.json.CommentRequest;
import io.cosmosblog.adapters.http.json.JsonBody;
import io.cosmosblog.adapters.http.json.JsonReply;
import io.cosmosblog.adapters.http.security.RequestLimits;
import io.cosmosblog.adapters.http.security.Utf8Bytes;
import io.cosmosblog.application.comments.CommentOnPost;
import io.cosmosblog.application.comments.DeleteComment;
import io.cosmosblog.application.comments.ListPostComments;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import io.javalin.http.Context;

/** C3 and Q4, and a comment deleted. */
public final class CommentHandlers {

    private final CommentOnPost commentOnPost;
    private final ListPostComments listPostComments;
    private final DeleteComment deleteComment;
    private final BearerAuthentication authentication;
    private final RequestLimits limits;
    private final JsonBody body;

    public CommentHandlers(CommentOnPost commentOnPost, ListPostComments listPostComments, DeleteComment deleteComment,
            BearerAuthentication authentication, RequestLimits limits, JsonBody body) {
        this.commentOnPost = commentOnPost;
        this.listPostComments = listPostComments;
        this.deleteComment = deleteComment;
        this.authentication = authentication;
        this.limits = limits;
        this.body = body;
    }

    void comment(Context ctx) {
        Actor acting = authentication.actor(ctx);
        User author = acting.user();
        PostId post = new PostId(ctx.pathParam("postId"));
        var key = IdempotencyKeyHeader.of(ctx);
        CommentContent content = CommentContent.given(body.read(ctx, CommentRequest.class).content());
        limits.store(author, Utf8Bytes.of(content.value()));
        JsonReply.send(ctx.status(201), CommentJson.of(commentOnPost.comment(acting, post, content, key)));
    }

    /** 204; 404 for a comment deleted already, so a repeat never uncounts twice. */
    void delete(Context ctx) {
        Actor acting = authentication.actor(ctx);
        PostId post = new PostId(ctx.pathParam("postId"));
        deleteComment.delete(acting, post, new CommentId(ctx.pathParam("commentId")));
        ctx.status(204);
    }

    void list(Context ctx) {
        PostId post = new PostId(ctx.pathParam("postId"));
        JsonReply.send(ctx, PageParameters.json(listPostComments.list(post, PageParameters.request(ctx)), CommentJson::of));
    }
}
