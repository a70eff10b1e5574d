package io.cosmosblog.adapters.cosmos.ports;

import io.cosmosblog.application.storage.StoragePorts;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Duration;

/**
 * One data model's ports on its containers, and what runs with them until the store closes. Each
 * model has its factory ({@code V1Ports}, {@code V2Ports}, {@code V3Ports}, each in its model's
 * package); {@code DataModels.open} is the one place that picks it.
 */
public interface ModelPorts {

    Duration STOP_TIMEOUT = Duration.ofSeconds(10);

    StoragePorts ports();

    /** Registers the model's own gauges (the feed copy's staleness in V3); none by default. */
    default void bindTo(MeterRegistry registry) {
    }

    /** Stops what the ports run beside the client: the projections, waiting for them to catch up first. */
    default void close() {
        ports().projectionDelivery().stop(STOP_TIMEOUT);
    }
}
