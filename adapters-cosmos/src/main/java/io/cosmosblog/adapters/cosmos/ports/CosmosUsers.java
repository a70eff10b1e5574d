package io.cosmosblog.adapters.cosmos.ports;

import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.adapters.cosmos.items.HeadItems;
import io.cosmosblog.application.storage.Users;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;

/** C1 and Q1: user items in {@code users}, each in its own partition, found by one point read. */
public final class CosmosUsers extends HeadItemPort<User, UserId> implements Users {

    public CosmosUsers(ContainerGateway users) {
        super(users, HeadItems.USERS, UserId::value);
    }

    @Override
    public void replace(User user) {
        try {
            container.replace(user.id().value(), HeadItems.USERS.item(user), Optional.empty());
        } catch (CosmosRefusal e) {
            throw e.is(CosmosFailure.NOT_FOUND) ? new IllegalStateException("user " + user.id() + " does not exist", e) : e;
        }
    }
}
