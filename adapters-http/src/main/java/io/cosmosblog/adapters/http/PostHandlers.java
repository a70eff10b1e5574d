package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.json.JsonBody;
import io.cosmosblog.adapters.http.json.JsonReply;
import io.cosmosblog.adapters.http.json.PostJson;
import io.cosmosblog.adapters.http.json.PostRequest;
import io.cosmosblog.adapters.http.security.RequestLimits;
import io.cosmosblog.adapters.http.security.Utf8Bytes;
import io.cosmosblog.application.posts.DeletePost;
import io.cosmosblog.application.posts.EditPost;
import io.cosmosblog.application.posts.ListUserPosts;
import io.cosmosblog.application.posts.ViewPost;
import io.cosmosblog.application.posts.WritePost;
import io.cosmosblog.application.revisions.SeenRevisions;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.javalin.http.Context;

/** C2, Q2 and Q3. */
public final class PostHandlers {

    private final WritePost writePost;
    private final EditPost editPost;
    private final ViewPost viewPost;
    private final ListUserPosts listUserPosts;
    private final DeletePost deletePost;
    private final BearerAuthentication authentication;
    private final RequestLimits limits;
    private final JsonBody body;

    public PostHandlers(WritePost writePost, EditPost editPost, ViewPost viewPost, ListUserPosts listUserPosts,
            DeletePost deletePost, BearerAuthentication authentication, RequestLimits limits, JsonBody body) {
        this.writePost = writePost;
        this.editPost = editPost;
        this.viewPost = viewPost;
        this.listUserPosts = listUserPosts;
        this.deletePost = deletePost;
        this.authentication = authentication;
        this.limits = limits;
        this.body = body;
    }

    void write(Context ctx) {
        Actor acting = authentication.actor(ctx);
        User author = acting.user();
        var key = IdempotencyKeyHeader.of(ctx);
        PostRequest request = body.read(ctx, PostRequest.class);
        Title title = Title.given(request.title());
        PostContent content = PostContent.given(request.content());
        limits.store(author, Utf8Bytes.of(title.value(), content.value()));
        Post written = writePost.write(acting, title, content, key);
        EntityTags.tag(ctx, written.revision());
        JsonReply.send(ctx.status(201), PostJson.of(written));
    }

    void edit(Context ctx) {
        Actor acting = authentication.actor(ctx);
        User actor = acting.user();
        PostId id = new PostId(ctx.pathParam("postId"));
        SeenRevisions seen = EntityTags.ifMatch(ctx);
        PostRequest request = body.read(ctx, PostRequest.class);
        Title title = Title.given(request.title());
        PostContent content = PostContent.given(request.content());
        limits.store(actor, Utf8Bytes.of(title.value(), content.value()));
        Post edited = editPost.edit(acting, id, title, content, seen);
        EntityTags.tag(ctx, edited.revision());
        JsonReply.send(ctx, PostJson.of(edited));
    }

    /** 204; 404 for a post deleted already, so a repeat never takes anything twice. */
    void delete(Context ctx) {
        Actor acting = authentication.actor(ctx);
        deletePost.delete(acting, new PostId(ctx.pathParam("postId")));
        ctx.status(204);
    }

    /** With its revision as ETag; 304 with no body when If-None-Match names it. */
    void view(Context ctx) {
        Post post = viewPost.view(new PostId(ctx.pathParam("postId")));
        if (!EntityTags.notModified(ctx, post.revision())) {
            JsonReply.send(ctx, PostJson.of(post));
        }
    }

    void listOfUser(Context ctx) {
        UserId user = new UserId(ctx.pathParam("userId"));
        JsonReply.send(ctx, PageParameters.json(listUserPosts.list(user, PageParameters.request(ctx)), PostJson::of));
    }
}
