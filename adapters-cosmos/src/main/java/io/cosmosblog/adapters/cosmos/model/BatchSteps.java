package io.cosmosblog.adapters.cosmos.model;

import com.azure.cosmos.models.CosmosBatch;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.application.storage.Reactions.Added;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Items to create in one partition, cut into transactional batches the service takes: at most 100
 * operations (one kept for the post's own patch or read) and well under its 2 MB a request.
 */
public final class BatchSteps {

    static final int MOST_ITEMS = 99;
    /** Half the service's limit: an item's JSON as sent is a little longer than as counted here. */
    static final int MOST_CHARACTERS = 1024 * 1024;

    private BatchSteps() {
    }

    /**
     * Creates {@code items} in {@code postKey}'s partition, a step at a time, each step a
     * transactional batch that {@code opening} begins with what the model does to the post for
     * that many (patch its count, or only read it): answers how many were created, always the
     * first ones. The step that fails creates none of its own and ends the call.
     */
    public static int create(ContainerGateway posts, String postKey, List<ObjectNode> items, BiConsumer<CosmosBatch, Integer> opening) {
        int added = 0;
        for (List<ObjectNode> step : of(items)) {
            CosmosBatch batch = CosmosBatch.createCosmosBatch(new PartitionKey(postKey));
            opening.accept(batch, step.size());
            step.forEach(batch::createItemOperation);
            if (ReactionBatch.run(posts, postKey, batch) != Added.ADDED) {
                return added;
            }
            added += step.size();
        }
        return added;
    }

    static List<List<ObjectNode>> of(List<ObjectNode> items) {
        List<List<ObjectNode>> steps = new ArrayList<>();
        List<ObjectNode> step = new ArrayList<>();
        long characters = 0;
        for (ObjectNode item : items) {
            // A character of text is at most three bytes in UTF-8, and its escape in JSON six characters.
            long size = item.toString().length() * 3L;
            if (!step.isEmpty() && (step.size() == MOST_ITEMS || characters + size > MOST_CHARACTERS)) {
                steps.add(step);
                step = new ArrayList<>();
                characters = 0;
            }
            step.add(item);
            characters += size;
        }
        if (!step.isEmpty()) {
            steps.add(step);
        }
        return steps;
    }
}
