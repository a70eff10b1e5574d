package io.cosmosblog.adapters.cosmos.changefeed;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.items.Tombstones;
import io.cosmosblog.adapters.cosmos.model.ReactionSweep;
import io.cosmosblog.application.port.ChangedEntity;
import io.cosmosblog.application.port.ChangeProjection;
import io.cosmosblog.domain.post.PostId;
import java.util.List;
import java.util.function.Consumer;

/**
 * What a changed post means to a data model: what the change feed of {@code posts} does with the
 * changed posts themselves, chosen by the model ({@code CosmosV2Model}, {@code CosmosV3Model}).
 * Either way the names a batch carries are checked ({@link ChangeHandlers}), and a deleted post's
 * tombstone has its comments and likes swept once more: a delete cut short after its first step is
 * finished here (when it was not, the sweep finds nothing, one query).
 */
@FunctionalInterface
public interface ChangedPostHandling {

    /**
     * V3: each changed post to the projections, which copy it, shortened, beside its author and
     * into the feed; a tombstone, once swept, takes those copies out ({@link ChangeProjection#postRemoved}).
     */
    static ChangedPostHandling toViews(ReactionSweep sweep) {
        return toViews(tombstone -> sweep.sweep(new PostId(tombstone.get("postId").asText())), WholePosts.AS_STORED);
    }

    /**
     * As V3, each changed post read {@code whole} (V4: with its like shards' counts), a tombstone
     * swept as the model sweeps a deleted post ({@code sweep}, handed the tombstone), and each changed counter of a post's likes handed
     * on as its post, read whole: the views show a hot post's likes as any other change of it.
     */
    static ChangedPostHandling toViews(Consumer<JsonNode> sweep, WholePosts whole) {
        return (items, entities, projections) -> {
            entities.projectItems(items, EntityItems.POSTS, ChangedEntity::ofPost, item -> {
                if (Tombstones.isTombstone(item)) {
                    sweep.accept(item);
                    projections.postRemoved(Tombstones.deletedPost(item));
                } else {
                    projections.postChanged(whole.post(item));
                }
            });
            List<JsonNode> counters = items.stream().filter(item -> whole.countedOn(item).isPresent()).toList();
            entities.projectCounters(counters, item -> whole.countedOn(item).orElseThrow().value(),
                    item -> whole.find(whole.countedOn(item).orElseThrow()).ifPresent(projections::postChanged));
        };
    }

    /**
     * V2: no view to copy a post into, so a changed post is only settled, for awaitCaughtUp, and a
     * tombstone swept; the names its batch carries are checked as in every model.
     */
    static ChangedPostHandling namesOnly(ReactionSweep sweep) {
        return (items, entities, projections) -> {
            entities.note(items.stream().filter(item -> !Tombstones.isTombstone(item)).toList(), EntityItems.POSTS);
            List<JsonNode> tombstones = items.stream().filter(Tombstones::isTombstone).toList();
            entities.projectItems(tombstones, EntityItems.POSTS, ChangedEntity::ofPost,
                    item -> sweep.sweep(new PostId(item.get("postId").asText())));
        };
    }

    void handle(List<JsonNode> items, EntityChanges entities, ChangeProjection projections);
}
