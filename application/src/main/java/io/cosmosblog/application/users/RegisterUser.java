package io.cosmosblog.application.users;

import io.cosmosblog.application.storage.Users;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;

/** C1 (create): a new member and the access token they will act with, shown this once. */
public final class RegisterUser {

    public record Registration(User user, AccessToken token) {
    }

    private final Users users;

    public RegisterUser(Users users) {
        this.users = users;
    }

    public Registration register(Username username) {
        UserId id = UserId.generate();
        AccessToken token = AccessToken.issueFor(id);
        User user = User.register(id, username, token.hash());
        users.add(user);
        return new Registration(user, token);
    }
}
