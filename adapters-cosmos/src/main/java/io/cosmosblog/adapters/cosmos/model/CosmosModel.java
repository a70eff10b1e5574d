package io.cosmosblog.adapters.cosmos.model;

import io.cosmosblog.adapters.cosmos.provisioning.ModelDeclaration;
import io.cosmosblog.application.port.StoragePorts;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Duration;

/**
 * What one of the article's data models is on Cosmos DB: what it needs in the account
 * ({@link ModelDeclaration}: its containers and the server-side scripts that live in them), and its
 * ports on those containers. Each model is one class
 * ({@code v1.CosmosV1Model}, {@code v2.CosmosV2Model}, {@code v3.CosmosV3Model});
 * {@code CosmosStorage.model} picks it. Provisioning and Azure setup read the declaration; the
 * storage opens the model's containers ({@link ModelContainers}) and hands them to {@link #open}.
 */
public interface CosmosModel extends ModelDeclaration {

    /** Its ports on {@code containers}, and what runs with them until the store closes. */
    Running open(ModelContainers containers);

    /** A model's ports on its containers, and what runs with them until the store closes. */
    interface Running {

        Duration STOP_TIMEOUT = Duration.ofSeconds(10);

        StoragePorts ports();

        /** Registers the model's own gauges (the feed copy's staleness in V3); none by default. */
        default void bindTo(MeterRegistry registry) {
        }

        /** Stops what the ports run beside the client: the projections, waiting for them to catch up first. */
        default void close() {
            ports().projectionDelivery().stop(STOP_TIMEOUT);
        }

        /** Ports with nothing of their own beside them. */
        static Running of(StoragePorts ports) {
            return () -> ports;
        }
    }
}
