package io.cosmosblog.application.users;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;

/** Q1: a user, by one point read. */
public final class ViewUser {

    private final Users users;

    public ViewUser(Users users) {
        this.users = users;
    }

    public User view(UserId id) {
        return users.find(id).orElseThrow(() -> new NotFoundException("user", id));
    }
}
