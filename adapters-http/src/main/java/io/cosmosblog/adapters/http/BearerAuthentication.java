package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.security.RequestLimits;
import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.AuthenticateUser;
import io.cosmosblog.domain.user.User;
import io.javalin.http.Context;

/**
 * Who a command acts as: the user named by {@code Authorization: Bearer <token>}. Every command is
 * a write, so this is also where a user's write limit is taken, once they are known.
 */
public final class BearerAuthentication {

    private static final String SCHEME = "Bearer ";

    private final AuthenticateUser authenticateUser;
    private final RequestLimits limits;

    public BearerAuthentication(AuthenticateUser authenticateUser, RequestLimits limits) {
        this.authenticateUser = authenticateUser;
        this.limits = limits;
    }

    User actingUser(Context ctx) {
        return actor(ctx).user();
    }

    /** As above, with when the token was read, for a use case that commits a write of theirs. */
    Actor actor(Context ctx) {
        String header = ctx.header("Authorization");
        if (header == null || !header.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) {
            throw new NotAuthenticatedException("send Authorization: Bearer <token>, the token from creating your user");
        }
        String token = header.substring(SCHEME.length()).strip();
        if (token.isEmpty()) {
            throw new NotAuthenticatedException("the bearer token is missing");
        }
        Actor actor = authenticateUser.actor(token);
        limits.write(actor.user(), ctx);
        return actor;
    }
}
