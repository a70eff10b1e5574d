package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.storage.Users;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;

/** C1 and Q1: user items in {@code users}, each in its own partition, found by one point read. */
final class CosmosUsers implements Users {

    private final ContainerGateway users;

    CosmosUsers(ContainerGateway users) {
        this.users = users;
    }

    @Override
    public void add(User user) {
        try {
            users.create(user.id().value(), UserItems.item(user));
        } catch (StoreException e) {
            throw e.is(StoreFailure.CONFLICT) ? new IllegalStateException("user " + user.id() + " exists already", e) : e;
        }
    }

    @Override
    public Optional<User> find(UserId id) {
        return users.read(id.value(), id.value()).filter(UserItems::isUser).map(UserItems::user);
    }

    @Override
    public void replace(User user) {
        try {
            users.replace(user.id().value(), UserItems.item(user), Optional.empty());
        } catch (StoreException e) {
            throw e.is(StoreFailure.NOT_FOUND) ? new IllegalStateException("user " + user.id() + " does not exist", e) : e;
        }
    }
}
