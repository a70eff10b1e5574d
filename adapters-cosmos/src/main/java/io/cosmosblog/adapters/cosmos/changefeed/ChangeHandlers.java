package io.cosmosblog.adapters.cosmos.changefeed;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.items.Json;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.adapters.cosmos.items.Tombstones;
import io.cosmosblog.application.port.ChangedEntity;
import io.cosmosblog.application.port.ChangeProjection;
import io.cosmosblog.domain.user.UserId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the change feed processors call with each batch: items mapped to the domain and handed
 * to the projections, synchronously, so a batch is checkpointed only after its writes are done.
 * A change that fails every attempt is parked and the batch goes on; a failure to park it fails
 * the batch, which is then delivered again. Changed posts go where the model's {@link ChangedPostHandling}
 * says; comments and likes are not projected, but every copy of a name in a batch of
 * {@code posts} (posts, comments, likes) is checked against its user once per user and batch,
 * from the lowest revision the batch carries: a rename may have passed it.
 */
final class ChangeHandlers {

    private static final Set<String> NAME_COPIES =
            Set.of(EntityItems.POSTS.type(), ReactionItems.COMMENTS.type(), ReactionItems.LIKES.type());

    private final ChangeProjection projections;
    private final EntityChanges entities;
    private final ChangedPostHandling postChanges;

    ChangeHandlers(ChangeProjection projections, EntityChanges entities, ChangedPostHandling postChanges) {
        this.projections = projections;
        this.entities = entities;
        this.postChanges = postChanges;
    }

    void users(List<JsonNode> items) {
        entities.project(items, EntityItems.USERS, ChangedEntity::ofUser, projections::userChanged);
    }

    void posts(List<JsonNode> items) {
        postChanges.handle(items, entities, projections);
        checkNames(items);
    }

    private void checkNames(List<JsonNode> items) {
        Map<String, Long> oldest = new LinkedHashMap<>();
        for (JsonNode item : items) {
            // A deleted post's tombstone carries no name to check.
            if (NAME_COPIES.contains(item.path("type").asText()) && item.hasNonNull("userId") && !Tombstones.isTombstone(item)) {
                oldest.merge(item.get("userId").asText(), Json.userRevision(item), Math::min);
            }
        }
        // Set aside, such a check replays as its user: the rename runs again, which is what it checks for.
        entities.inFlight(() -> entities.eachInParallel(List.copyOf(oldest.keySet()), user ->
                entities.run(ChangedEntity.ofUser(user), () -> projections.nameCopied(new UserId(user), oldest.get(user)))));
    }
}
