package io.cosmosblog.adapters.cosmos.changefeed;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.application.port.ChangedEntity;
import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ProjectionAttempts;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The entity items of a batch (users, posts), each projected through the attempts or only taken
 * note of, and either way settled in {@link PendingWrites} for awaitCaughtUp. The other items of
 * an entity's partition (comments, likes) are skipped.
 */
final class EntityChanges {

    private final PendingWrites pending;
    private final AtomicInteger inFlight;
    private final StorageMeter meter;
    private final ProjectionAttempts attempts;
    private final PerKey perKey;

    EntityChanges(PendingWrites pending, AtomicInteger inFlight, StorageMeter meter, ProjectionAttempts attempts, PerKey perKey) {
        this.pending = pending;
        this.inFlight = inFlight;
        this.meter = meter;
        this.attempts = attempts;
        this.perKey = perKey;
    }

    /** Each entity item of the batch to {@code projection}: entities in parallel, each entity's versions in order. */
    <T> void project(List<JsonNode> items, EntityItems<T> kind, Function<String, ChangedEntity> change, Consumer<T> projection) {
        // Mapping is inside the attempts too: an item the domain refuses is a bad change, parked.
        projectItems(items, kind, change, item -> projection.accept(kind.entity(item)));
    }

    /** As {@link #project}, the items handed over as they are: what a post's tombstone says is not a post. */
    void projectItems(List<JsonNode> items, EntityItems<?> kind, Function<String, ChangedEntity> change, Consumer<JsonNode> projection) {
        List<JsonNode> entities = items.stream().filter(kind::isEntity).toList();
        inFlight(() -> perKey.run(entities, item -> item.path("id").asText(), item -> {
            run(change.apply(item.path("id").asText()), () -> projection.accept(item));
            settled(kind, item);
        }));
    }

    /**
     * Items that count something of a post in a partition of their own (V4's like shard counters),
     * each projected, those of one post in order, posts in parallel, and settled under its own
     * partition and revision, as the gateway noted its write ({@code ContainerGateway.watchingAlso}).
     */
    void projectCounters(List<JsonNode> counters, Function<JsonNode, String> post, Consumer<JsonNode> projection) {
        if (counters.isEmpty()) {
            return;
        }
        inFlight(() -> perKey.run(counters, post, item -> {
            run(ChangedEntity.ofPost(post.apply(item)), () -> projection.accept(item));
            pending.projected(PartitionNames.of(EntityItems.POSTS.container(), item.path("postId").asText()),
                    item.path("revision").asLong());
        }));
    }

    /** {@code work} for each key, keys in parallel (the name checks of a batch, one per user). */
    void eachInParallel(List<String> keys, Consumer<String> work) {
        perKey.run(keys, key -> key, work);
    }

    /** The entity items of the batch, with no view to project them to: only taken note of. */
    void note(List<JsonNode> items, EntityItems<?> kind) {
        for (JsonNode item : items) {
            if (kind.isEntity(item)) {
                settled(kind, item);
            }
        }
    }

    /** One projection of {@code change}: metered as background work, attempted again, parked when it keeps failing. */
    void run(ChangedEntity change, Runnable projection) {
        attempts.project(change, () -> meter.background(projection));
    }

    /** {@code work} counted as a batch midway, which awaitCaughtUp waits for. */
    void inFlight(Runnable work) {
        inFlight.incrementAndGet();
        try {
            work.run();
        } finally {
            inFlight.decrementAndGet();
        }
    }

    private void settled(EntityItems<?> kind, JsonNode item) {
        pending.projected(PartitionNames.of(kind.container(), item.path("id").asText()), item.path("revision").asLong());
    }
}
