package io.cosmosblog.adapters.http;

import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.users.AuthenticateUser;
import io.cosmosblog.domain.user.User;
import io.javalin.http.Context;

/** Who a command acts as: the user named by {@code Authorization: Bearer <token>}. */
public final class BearerAuthentication {

    private static final String SCHEME = "Bearer ";

    private final AuthenticateUser authenticateUser;

    public BearerAuthentication(AuthenticateUser authenticateUser) {
        this.authenticateUser = authenticateUser;
    }

    User actingUser(Context ctx) {
        String header = ctx.header("Authorization");
        if (header == null || !header.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) {
            throw new NotAuthenticatedException("send Authorization: Bearer <token>, the token from creating your user");
        }
        String token = header.substring(SCHEME.length()).strip();
        if (token.isEmpty()) {
            throw new NotAuthenticatedException("the bearer token is missing");
        }
        return authenticateUser.authenticate(token);
    }
}
