package io.cosmosblog.adapters.cosmos.model;

import com.azure.cosmos.models.CosmosBatch;
import com.azure.cosmos.models.PartitionKey;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.domain.post.PostId;
import java.util.List;

/**
 * Every comment and like of a deleted post, deleted: the ids listed by a query in the post's
 * partition, deleted by transactional batches of up to {@value #MOST_DELETES}, and listed again
 * until none is left. Safe to run twice at once (the delete request and, in V2 and V3, the change
 * feed seeing the tombstone): a batch that meets an item the other took fails whole, and the next
 * listing no longer has it.
 */
public final class ReactionSweep {

    /** The service's limit of operations in one transactional batch. */
    static final int MOST_DELETES = 100;
    private static final int REFUSALS_IN_A_ROW = 20;
    private static final SqlQuerySpec CHILDREN = new SqlQuerySpec(
            "SELECT TOP " + MOST_DELETES + " c.id FROM c WHERE c.type IN (@comment, @like)",
            List.of(new SqlParameter("@comment", ReactionItems.COMMENTS.type()), new SqlParameter("@like", ReactionItems.LIKES.type())));

    private final ContainerGateway posts;

    public ReactionSweep(ContainerGateway posts) {
        this.posts = posts;
    }

    /** Deletes what is left on {@code post}; answers how many items this call deleted. */
    public int sweep(PostId post) {
        return sweepPartition(post.value());
    }

    /** Deletes the comments and likes left in the partition {@code key} (a post's, or, in V4, one of its like shards). */
    public int sweepPartition(String key) {
        int deleted = 0;
        int refusals = 0;
        for (List<JsonNode> found = posts.all(key, CHILDREN); !found.isEmpty(); found = posts.all(key, CHILDREN)) {
            CosmosBatch batch = CosmosBatch.createCosmosBatch(new PartitionKey(key));
            found.forEach(item -> batch.deleteItemOperation(item.get("id").asText()));
            try {
                posts.batch(key, batch);
                deleted += found.size();
                refusals = 0;
            } catch (CosmosRefusal e) {
                // Another sweep deleted one of them first: the next listing is without it.
                if (!e.is(CosmosFailure.NOT_FOUND) || ++refusals == REFUSALS_IN_A_ROW) {
                    throw e;
                }
            }
        }
        return deleted;
    }
}
