package io.cosmosblog.adapters.cosmos;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.storage.Change;
import io.cosmosblog.application.storage.ChangeProjection;
import io.cosmosblog.application.storage.Partitions;
import io.cosmosblog.application.storage.ProjectionAttempts;
import io.cosmosblog.application.storage.StorageMeter;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What the change feed processors call with each batch: items mapped to the domain and handed
 * to the projections, synchronously, so a batch is checkpointed only after its writes are done.
 * A change that fails every attempt is parked and the batch goes on; a failure to park it fails
 * the batch, which is then delivered again. Comments, likes and post copies are not projected.
 */
final class ChangeHandlers {

    private final ChangeProjection projections;
    private final Unprojected unprojected;
    private final AtomicInteger inFlight;
    private final StorageMeter meter;
    private final ProjectionAttempts attempts;

    ChangeHandlers(ChangeProjection projections, Unprojected unprojected, AtomicInteger inFlight, StorageMeter meter,
            ProjectionAttempts attempts) {
        this.projections = projections;
        this.unprojected = unprojected;
        this.inFlight = inFlight;
        this.meter = meter;
        this.attempts = attempts;
    }

    void users(List<JsonNode> items) {
        inFlight.incrementAndGet();
        try {
            for (JsonNode item : items) {
                if (UserItems.isUser(item)) {
                    String id = item.path("id").asText();
                    // Mapping is inside the attempts too: an item the domain refuses is a bad change, parked.
                    attempts.project(Change.ofUser(id), () -> meter.background(() -> projections.userChanged(UserItems.user(item))));
                    unprojected.projected(Partitions.users(id), item.path("revision").asLong());
                }
            }
        } finally {
            inFlight.decrementAndGet();
        }
    }

    void posts(List<JsonNode> items) {
        inFlight.incrementAndGet();
        try {
            for (JsonNode item : items) {
                if (PostItems.isPost(item)) {
                    String id = item.path("id").asText();
                    attempts.project(Change.ofPost(id), () -> meter.background(() -> projections.postChanged(PostItems.post(item))));
                    unprojected.projected(Partitions.posts(id), item.path("revision").asLong());
                }
            }
        } finally {
            inFlight.decrementAndGet();
        }
    }
}
