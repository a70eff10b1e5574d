package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosItemRequestOptions;
import com.azure.cosmos.models.CosmosItemResponse;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;

/**
 * Writes a post's short copy into a view unless the view holds that revision or a newer one.
 * Read, then create or replace-if-unchanged (ETag): when a concurrent delivery wrote first, the
 * create conflicts (409) or the replace fails its precondition (412), and the decision is made
 * again on what is there now. So an older revision never overwrites a newer one.
 */
final class SummaryCopies {

    private static final int ATTEMPTS = 20;

    private final CosmosAsyncContainer container;
    private final Metered metered;
    private final List<String> triggersOnCreate;

    SummaryCopies(CosmosAsyncContainer container, Metered metered, List<String> triggersOnCreate) {
        this.container = container;
        this.metered = metered;
        this.triggersOnCreate = triggersOnCreate;
    }

    void put(String partition, PartitionKey key, PostSummary summary) {
        ObjectNode item = SummaryItems.item(summary);
        String id = summary.postId().value();
        for (int attempt = 1; ; attempt++) {
            try {
                JsonNode current = metered.read(partition, container, id, key).orElse(null);
                if (current == null) {
                    CosmosItemRequestOptions options = new CosmosItemRequestOptions().setPostTriggerInclude(triggersOnCreate);
                    metered.call(partition, container.createItem(item, key, options), CosmosItemResponse::getRequestCharge);
                } else if (current.get("revision").asLong() < summary.revision()) {
                    CosmosItemRequestOptions options = new CosmosItemRequestOptions().setIfMatchETag(current.get("_etag").asText());
                    metered.call(partition, container.replaceItem(item, id, key, options), CosmosItemResponse::getRequestCharge);
                }
                return;
            } catch (CosmosException raced) {
                boolean lostRace = Metered.is(raced, Metered.CONFLICT) || Metered.is(raced, Metered.PRECONDITION_FAILED)
                        || Metered.is(raced, Metered.NOT_FOUND);
                if (!lostRace || attempt == ATTEMPTS) {
                    throw raced;
                }
            }
        }
    }
}
