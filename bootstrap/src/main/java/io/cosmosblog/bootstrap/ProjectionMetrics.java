package io.cosmosblog.bootstrap;

import io.cosmosblog.application.port.ProjectionDelivery;
import io.cosmosblog.application.port.ProjectionLag;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.inject.Inject;
import java.util.List;

/**
 * The projections' health as metrics: per processor, the changes not yet projected and the age of
 * the oldest waiting one; changes parked since the start; and what projecting has cost the store.
 * The lag is asked at most once a second however many series read it: on Cosmos DB each asking
 * reads every lease.
 */
public final class ProjectionMetrics {

    private static final long REFRESH_NANOS = 1_000_000_000L;
    private static final List<String> PROCESSORS = List.of("users", "posts");

    private final ProjectionDelivery delivery;
    private final StorageMeter storeMeter;
    private final MeterRegistry registry;
    private List<ProjectionLag> lastLag = List.of();
    private long lastAsked;

    @Inject
    ProjectionMetrics(StoragePorts ports, StorageMeter storeMeter, MeterRegistry registry) {
        this.delivery = ports.projectionDelivery();
        this.storeMeter = storeMeter;
        this.registry = registry;
    }

    void bind() {
        for (String processor : PROCESSORS) {
            Gauge.builder("blog.projection.pending.changes", this, metrics -> metrics.lag(processor).pendingChanges())
                    .description("changes not yet projected (the change feed's estimate on Cosmos DB; -1: unknown now)")
                    .tag("processor", processor).strongReference(true).register(registry);
            Gauge.builder("blog.projection.oldest.waiting.seconds", this,
                            metrics -> metrics.lag(processor).oldestWaiting().toNanos() / 1e9)
                    .description("how long the oldest change this instance knows to be unprojected has waited")
                    .tag("processor", processor).strongReference(true).register(registry);
        }
        FunctionCounter.builder("blog.projection.parked", delivery, ProjectionDelivery::parkedSinceStart)
                .description("changes parked after failing every attempt, since the start").register(registry);
        FunctionCounter.builder("blog.projection.store.operations", storeMeter, meter -> meter.backgroundTotal().operations())
                .description("store operations made by the projections").register(registry);
        FunctionCounter.builder("blog.projection.store.request.units", storeMeter, meter -> meter.backgroundTotal().requestCharge())
                .description("request units (RU) spent by the projections").register(registry);
    }

    private synchronized ProjectionLag lag(String processor) {
        long now = System.nanoTime();
        if (lastLag.isEmpty() || now - lastAsked > REFRESH_NANOS) {
            lastLag = delivery.lag();
            lastAsked = now;
        }
        return lastLag.stream().filter(lag -> lag.processor().equals(processor)).findFirst()
                .orElse(new ProjectionLag(processor, -1, java.time.Duration.ZERO));
    }
}
