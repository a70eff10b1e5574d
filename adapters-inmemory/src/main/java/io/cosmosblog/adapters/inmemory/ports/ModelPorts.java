package io.cosmosblog.adapters.inmemory.ports;

import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.application.storage.ProjectionDelivery;
import io.cosmosblog.application.storage.StorageHealth;
import io.cosmosblog.application.storage.StoragePorts;
import io.cosmosblog.domain.user.User;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/** One data model's ports on the shared containers ({@code V1Ports}, {@code V2Ports}, {@code V3Ports}). */
public interface ModelPorts {

    /** The containers, shaped for the model: what the local store loads its rows into before serving. */
    BlogContainers containers();

    /**
     * Every port on the containers. {@code userProjected} sees each user once projected;
     * {@code delivery} may wrap the projection delivery.
     */
    StoragePorts ports(Consumer<User> userProjected, UnaryOperator<ProjectionDelivery> delivery, StorageHealth health);
}
