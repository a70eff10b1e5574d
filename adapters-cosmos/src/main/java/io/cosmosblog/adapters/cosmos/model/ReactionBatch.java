package io.cosmosblog.adapters.cosmos.model;

import com.azure.cosmos.models.CosmosBatch;
import com.azure.cosmos.models.CosmosBatchPatchItemRequestOptions;
import com.azure.cosmos.models.CosmosPatchOperations;
import com.azure.cosmos.models.PartitionKey;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.application.storage.Reactions.Added;
import io.cosmosblog.application.storage.Reactions.Removed;

/**
 * A comment or like added, or taken back, as a transactional batch in its post's partition,
 * whatever else the model's batch does (count it on the post, or only read the post), and what
 * its refusal means.
 */
public final class ReactionBatch {

    private ReactionBatch() {
    }

    /**
     * Runs {@code batch}: a create that conflicts is a reaction already there; a post missing (or
     * not a post, or deleted: its tombstone fails the patch's condition), none added.
     */
    public static Added run(ContainerGateway posts, String postKey, CosmosBatch batch) {
        try {
            posts.batch(postKey, batch);
            return Added.ADDED;
        } catch (CosmosRefusal e) {
            return switch (e.failure()) {
                case CONFLICT -> Added.ALREADY_THERE;
                // No item with the post's id, or (a conditioned patch) one that is not a post.
                case NOT_FOUND, LOST_RACE -> Added.NO_SUCH_POST;
                default -> throw e;
            };
        }
    }

    /**
     * Takes a reaction back in one batch: its item {@code itemId} deleted, then the post patched
     * by {@code onPost} (only if it is a live post), all of it done or nothing. A refusal does not
     * say which item was missing, the reaction or its post, so a point read of the post tells (only
     * on that path: a repeated taking back costs one read more).
     */
    public static Removed remove(ContainerGateway posts, String postKey, String itemId, CosmosPatchOperations onPost) {
        CosmosBatch batch = CosmosBatch.createCosmosBatch(new PartitionKey(postKey));
        batch.deleteItemOperation(itemId);
        batch.patchItemOperation(postKey, onPost, new CosmosBatchPatchItemRequestOptions().setFilterPredicate(PostQueries.IS_POST));
        try {
            posts.batch(postKey, batch);
            return Removed.REMOVED;
        } catch (CosmosRefusal e) {
            if (!e.is(CosmosFailure.NOT_FOUND) && !e.is(CosmosFailure.LOST_RACE)) {
                throw e;
            }
            return posts.read(postKey, postKey).filter(EntityItems.POSTS::isLive).isPresent() ? Removed.NOT_THERE
                    : Removed.NO_SUCH_POST;
        }
    }
}
