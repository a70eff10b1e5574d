package io.cosmosblog.adapters.cosmos.model;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Comments and likes to create in one partition ({@link CosmosReactions#addAll}), cut into steps
 * that each fit a transactional batch the service takes: at most 100 operations (one kept for the
 * post's own patch or read) and well under its 2 MB a request.
 */
final class BatchSteps {

    static final int MOST_ITEMS = 99;
    /** Half the service's limit: an item's JSON as sent is a little longer than as counted here. */
    static final int MOST_CHARACTERS = 1024 * 1024;

    private BatchSteps() {
    }

    /** {@code items} cut into steps, in order. */
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
