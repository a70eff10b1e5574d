package io.cosmosblog.adapters.cosmos.ports;

import com.azure.cosmos.models.CosmosBatch;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.application.storage.Reactions.Added;

/**
 * A comment or like added as a transactional batch in its post's partition, whatever else the
 * model's batch does first (count it on the post, or only read the post), and what its refusal means.
 */
public final class ReactionBatch {

    private ReactionBatch() {
    }

    /** Runs {@code batch}: a create that conflicts is a reaction already there; a post missing (or not a post), none added. */
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
}
