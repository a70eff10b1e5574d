package io.cosmosblog.adapters.cosmos.model;

import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.application.port.UserGoneException;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;
import java.util.function.Consumer;

/** C1 and Q1: user items in {@code users}, each in its own partition, found by one point read. */
public final class CosmosUsers extends EntityItemPort<User, UserId> implements Users {

    private static final SqlQuerySpec EVERY_ITEM = new SqlQuerySpec("SELECT * FROM c");

    public CosmosUsers(ContainerGateway users) {
        super(users, EntityItems.USERS, UserId::value);
    }

    /**
     * Two operations: a point read for the stored version's ETag, then a replace on that ETag. The
     * user the caller read came from an earlier request step, without its ETag; reading again
     * costs one RU on a change as rare as a rename or a new token, and makes it conditional.
     */
    @Override
    public void replace(User current, User changed) {
        String key = current.id().value();
        JsonNode stored = container.read(key, key)
                .orElseThrow(() -> gone(current));
        if (!EntityItems.USERS.entity(stored).equals(current)) {
            throw changedMeanwhile(current);
        }
        try {
            container.replace(key, EntityItems.USERS.item(changed), Optional.of(stored.get("_etag").asText()));
        } catch (CosmosRefusal e) {
            if (e.is(CosmosFailure.NOT_FOUND)) {
                throw gone(current); // deleted between the read and the replace
            }
            throw e.is(CosmosFailure.LOST_RACE) ? changedMeanwhile(current) : e;
        }
    }

    /** One point delete: the tokens are fields of the user item, so they go with it. */
    @Override
    public boolean remove(UserId id) {
        return container.delete(id.value(), id.value());
    }

    /**
     * Every item of {@code users}, the users kept: a filter on the type would be refused where the
     * container indexes nothing (V1, V2: it holds only users), and in V3 the post copies beside the
     * users are read once and passed over, a tenth of an RU each.
     */
    @Override
    public void forEach(Consumer<User> visitor) {
        container.acrossPartitions(EVERY_ITEM, item -> {
            if (EntityItems.USERS.type().equals(item.path("type").asText())) {
                visitor.accept(EntityItems.USERS.entity(item));
            }
        });
    }

    private static UserGoneException gone(User user) {
        return new UserGoneException("user " + user.id() + " does not exist any more");
    }

    private static ChangedMeanwhileException changedMeanwhile(User user) {
        return new ChangedMeanwhileException("user " + user.id() + " changed meanwhile; try again");
    }
}
