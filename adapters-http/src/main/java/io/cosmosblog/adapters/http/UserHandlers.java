package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.json.JsonBody;
import io.cosmosblog.adapters.http.json.JsonReply;
import io.cosmosblog.adapters.http.json.RegisteredUserJson;
import io.cosmosblog.adapters.http.json.UserJson;
import io.cosmosblog.adapters.http.json.UsernameRequest;
import io.cosmosblog.adapters.http.security.RequestLimits;
import io.cosmosblog.adapters.http.security.Utf8Bytes;
import io.cosmosblog.application.revisions.SeenRevisions;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.DeleteAccount;
import io.cosmosblog.application.users.IssuedToken;
import io.cosmosblog.application.users.RegisterUser;
import io.cosmosblog.application.users.RenameUser;
import io.cosmosblog.application.users.RotateAccessToken;
import io.cosmosblog.application.users.SignOutEverywhere;
import io.cosmosblog.application.users.ViewUser;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import io.javalin.http.Context;

/** C1 and Q1. */
public final class UserHandlers {

    private final RegisterUser registerUser;
    private final RenameUser renameUser;
    private final ViewUser viewUser;
    private final RotateAccessToken rotateAccessToken;
    private final SignOutEverywhere signOutEverywhere;
    private final DeleteAccount deleteAccount;
    private final BearerAuthentication authentication;
    private final RequestLimits limits;
    private final JsonBody body;

    public UserHandlers(RegisterUser registerUser, RenameUser renameUser, ViewUser viewUser,
            RotateAccessToken rotateAccessToken, SignOutEverywhere signOutEverywhere, DeleteAccount deleteAccount,
            BearerAuthentication authentication, RequestLimits limits, JsonBody body) {
        this.registerUser = registerUser;
        this.renameUser = renameUser;
        this.viewUser = viewUser;
        this.rotateAccessToken = rotateAccessToken;
        this.signOutEverywhere = signOutEverywhere;
        this.deleteAccount = deleteAccount;
        this.authentication = authentication;
        this.limits = limits;
        this.body = body;
    }

    void create(Context ctx) {
        limits.signUp(ctx);
        Username username = Username.given(body.read(ctx, UsernameRequest.class).username());
        IssuedToken registered = registerUser.register(username);
        EntityTags.tag(ctx, registered.user().revision());
        JsonReply.send(carriesAToken(ctx).status(201), RegisteredUserJson.of(registered));
    }

    /** A new token for the acting user; the old one stops working. */
    void rotateToken(Context ctx) {
        User actor = authentication.actingUser(ctx);
        JsonReply.send(carriesAToken(ctx).status(201), RegisteredUserJson.of(rotateAccessToken.rotate(actor, new UserId(ctx.pathParam("userId")))));
    }

    /** Every token of the acting user stops working, this one too. */
    void signOutEverywhere(Context ctx) {
        User actor = authentication.actingUser(ctx);
        signOutEverywhere.signOut(actor, new UserId(ctx.pathParam("userId")));
        ctx.status(204);
    }

    /**
     * Erasure: 204 once the account and everything it wrote are gone. A repeat carries a token of
     * no user any more, so it is answered 401.
     */
    void delete(Context ctx) {
        User actor = authentication.actingUser(ctx);
        deleteAccount.delete(actor, new UserId(ctx.pathParam("userId")));
        ctx.status(204);
    }

    void rename(Context ctx) {
        Actor acting = authentication.actor(ctx);
        User actor = acting.user();
        limits.rename(actor);
        UserId target = new UserId(ctx.pathParam("userId"));
        SeenRevisions seen = EntityTags.ifMatch(ctx);
        Username username = Username.given(body.read(ctx, UsernameRequest.class).username());
        limits.store(actor, Utf8Bytes.of(username.value()));
        User renamed = renameUser.rename(acting, target, username, seen);
        EntityTags.tag(ctx, renamed.revision());
        JsonReply.send(ctx, UserJson.of(renamed));
    }

    /** With the user's revision as ETag (it moves with each rename); 304 with no body when If-None-Match names it. */
    void view(Context ctx) {
        User user = viewUser.view(new UserId(ctx.pathParam("userId")));
        if (!EntityTags.notModified(ctx, user.revision())) {
            JsonReply.send(ctx, UserJson.of(user));
        }
    }

    /** The answer holds the only copy of a token: no cache, shared or the browser's, may keep it. */
    private static Context carriesAToken(Context ctx) {
        return ctx.header("Cache-Control", "no-store");
    }
}
