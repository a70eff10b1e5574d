package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.application.port.ProjectionDelivery;
import io.cosmosblog.application.port.StorageHealth;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.domain.user.User;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * One data model on the in-memory containers ({@code InMemoryV1Model}, {@code InMemoryV2Model},
 * {@code InMemoryV3Model}), chosen in {@link InMemoryStorage} for memory and the local store alike:
 * in memory it serves at once, on disk it first loads its containers.
 */
public interface InMemoryModel {

    /** The containers, shaped for the model: what the local store loads its rows into before serving. */
    BlogContainers containers();

    /** Every port on the containers, served as {@code serving} says. */
    StoragePorts ports(Serving serving);

    /**
     * What the storage adds to a model: {@code userProjected} sees each user once projected (the
     * local store notes a rename finished), {@code delivery} may wrap the projection delivery, and
     * {@code health} is the storage's.
     */
    record Serving(Consumer<User> userProjected, UnaryOperator<ProjectionDelivery> delivery, StorageHealth health) {
    }
}
