package io.cosmosblog.adapters.cosmos.changefeed;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.items.HeadItems;
import io.cosmosblog.adapters.cosmos.items.Json;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.application.storage.Change;
import io.cosmosblog.application.storage.ChangeProjection;
import io.cosmosblog.application.storage.metering.Partitions;
import io.cosmosblog.application.storage.metering.StorageMeter;
import io.cosmosblog.application.storage.plumbing.ProjectionAttempts;
import io.cosmosblog.domain.user.UserId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * What the change feed processors call with each batch: items mapped to the domain and handed
 * to the projections, synchronously, so a batch is checkpointed only after its writes are done.
 * A change that fails every attempt is parked and the batch goes on; a failure to park it fails
 * the batch, which is then delivered again. Comments and likes are not projected, but every copy
 * of a name in a batch of {@code posts} (posts, comments, likes) is checked against its user once
 * per user and batch, from the lowest revision the batch carries: a rename may have passed it.
 */
final class ChangeHandlers {

    private static final Set<String> NAME_COPIES =
            Set.of(HeadItems.POSTS.type(), ReactionItems.COMMENTS.type(), ReactionItems.LIKES.type());

    private final ChangeProjection projections;
    private final PendingWrites pending;
    private final AtomicInteger inFlight;
    private final StorageMeter meter;
    private final ProjectionAttempts attempts;
    private final boolean postsToViews;

    /** {@code postsToViews}: changed posts go to the projections (V3's views); otherwise (V2) only their names are checked. */
    ChangeHandlers(ChangeProjection projections, PendingWrites pending, AtomicInteger inFlight, StorageMeter meter,
            ProjectionAttempts attempts, boolean postsToViews) {
        this.projections = projections;
        this.pending = pending;
        this.inFlight = inFlight;
        this.meter = meter;
        this.attempts = attempts;
        this.postsToViews = postsToViews;
    }

    void users(List<JsonNode> items) {
        project(items, HeadItems.USERS, Change::ofUser, projections::userChanged);
    }

    void posts(List<JsonNode> items) {
        if (postsToViews) {
            project(items, HeadItems.POSTS, Change::ofPost, projections::postChanged);
        } else {
            passOver(items, HeadItems.POSTS);
        }
        checkNames(items);
    }

    private void checkNames(List<JsonNode> items) {
        Map<String, Long> oldest = new LinkedHashMap<>();
        for (JsonNode item : items) {
            if (NAME_COPIES.contains(item.path("type").asText()) && item.hasNonNull("userId")) {
                oldest.merge(item.get("userId").asText(), Json.userRevision(item), Math::min);
            }
        }
        inFlight.incrementAndGet();
        try {
            // Set aside, such a check replays as its user: the rename runs again, which is what it checks for.
            oldest.forEach((user, revision) -> attempts.project(Change.ofUser(user),
                    () -> meter.background(() -> projections.nameCopied(new UserId(user), revision))));
        } finally {
            inFlight.decrementAndGet();
        }
    }

    /** The head items of the batch, with no view to project them to: only taken note of, for awaitCaughtUp. */
    private void passOver(List<JsonNode> items, HeadItems<?> kind) {
        for (JsonNode item : items) {
            if (kind.isHead(item)) {
                pending.projected(Partitions.of(kind.container(), item.path("id").asText()), item.path("revision").asLong());
            }
        }
    }

    /** Each head item of the batch (a user, a post) to {@code projection}; the other items of its partition are skipped. */
    private <T> void project(List<JsonNode> items, HeadItems<T> kind, Function<String, Change> change, Consumer<T> projection) {
        inFlight.incrementAndGet();
        try {
            for (JsonNode item : items) {
                if (kind.isHead(item)) {
                    String id = item.path("id").asText();
                    // Mapping is inside the attempts too: an item the domain refuses is a bad change, parked.
                    attempts.project(change.apply(id), () -> meter.background(() -> projection.accept(kind.head(item))));
                    pending.projected(Partitions.of(kind.container(), id), item.path("revision").asLong());
                }
            }
        } finally {
            inFlight.decrementAndGet();
        }
    }
}
