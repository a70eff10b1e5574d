package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.storage.Users;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;

final class InMemoryUsers implements Users {

    private final Container<UserId, User> users;

    InMemoryUsers(Container<UserId, User> users) {
        this.users = users;
    }

    @Override
    public void add(User user) {
        if (!users.create(user.id(), user)) {
            throw new IllegalStateException("user " + user.id() + " exists already");
        }
    }

    @Override
    public Optional<User> find(UserId id) {
        return users.read(id, found -> found);
    }

    @Override
    public void replace(User user) {
        if (!users.replace(user.id(), user)) {
            throw new IllegalStateException("user " + user.id() + " does not exist");
        }
    }
}
