package io.cosmosblog.adapters.cosmos.model;

import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.application.port.IdTakenException;
import java.util.Optional;
import java.util.function.Function;

/**
 * What {@link CosmosUsers} and V2's and V3's posts ({@code denormalized.CosmosPosts}) do alike: a
 * entity item created once in its own partition (a taken id means it exists already), and found
 * again by one point read (a tombstone is none).
 *
 * @param <T> the domain object, a user or a post
 * @param <I> its id
 */
public abstract class EntityItemPort<T, I> {

    protected final ContainerGateway container;
    private final EntityItems<T> items;
    private final Function<I, String> key;

    protected EntityItemPort(ContainerGateway container, EntityItems<T> items, Function<I, String> key) {
        this.container = container;
        this.items = items;
        this.key = key;
    }

    public void add(T entity) {
        String id = items.key(entity);
        try {
            container.create(id, items.item(entity));
        } catch (CosmosRefusal e) {
            throw e.is(CosmosFailure.CONFLICT) ? new IdTakenException(items.type() + " " + id + " exists already") : e;
        }
    }

    public Optional<T> find(I id) {
        String item = key.apply(id);
        return container.read(item, item).filter(items::isLive).map(items::entity);
    }
}
