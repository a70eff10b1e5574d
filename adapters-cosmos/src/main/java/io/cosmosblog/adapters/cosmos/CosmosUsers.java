package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosItemRequestOptions;
import com.azure.cosmos.models.CosmosItemResponse;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.application.users.Users;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;
import reactor.core.publisher.Mono;

/** C1 and Q1: user items in {@code users}, each in its own partition, found by one point read. */
final class CosmosUsers implements Users {

    private final CosmosAsyncContainer users;
    private final Metered metered;
    private final Unprojected unprojected;

    CosmosUsers(CosmosAsyncContainer users, Metered metered, Unprojected unprojected) {
        this.users = users;
        this.metered = metered;
        this.unprojected = unprojected;
    }

    @Override
    public void add(User user) {
        try {
            write(user, users.createItem(UserItems.item(user), key(user.id()), new CosmosItemRequestOptions()));
        } catch (CosmosException e) {
            throw Metered.is(e, Metered.CONFLICT) ? new IllegalStateException("user " + user.id() + " exists already", e) : e;
        }
    }

    @Override
    public Optional<User> find(UserId id) {
        return metered.read(Partitions.users(id), users, id.value(), key(id)).filter(UserItems::isUser).map(UserItems::user);
    }

    @Override
    public void replace(User user) {
        try {
            write(user, users.replaceItem(UserItems.item(user), user.id().value(), key(user.id()), new CosmosItemRequestOptions()));
        } catch (CosmosException e) {
            throw Metered.is(e, Metered.NOT_FOUND) ? new IllegalStateException("user " + user.id() + " does not exist", e) : e;
        }
    }

    private void write(User user, Mono<CosmosItemResponse<ObjectNode>> write) {
        metered.call(Partitions.users(user.id()), write, CosmosItemResponse::getRequestCharge);
        unprojected.written(Partitions.users(user.id()), user.revision());
    }

    private static PartitionKey key(UserId id) {
        return new PartitionKey(id.value());
    }
}
