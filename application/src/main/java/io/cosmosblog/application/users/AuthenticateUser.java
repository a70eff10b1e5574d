package io.cosmosblog.application.users;

import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.storage.Users;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.User;

/** Who is acting (the user, read once per request and handed to the use case): the token names its user, so one point read and a constant-time compare decide. */
public final class AuthenticateUser {

    private final Users users;

    public AuthenticateUser(Users users) {
        this.users = users;
    }

    public User authenticate(String presentedToken) {
        AccessToken token;
        try {
            token = AccessToken.parse(presentedToken);
        } catch (InvalidValueException malformed) {
            throw new NotAuthenticatedException("the access token is malformed");
        }
        return users.find(token.userId())
                .filter(user -> user.tokenHash().matches(token))
                .orElseThrow(() -> new NotAuthenticatedException("the access token is not valid"));
    }
}
