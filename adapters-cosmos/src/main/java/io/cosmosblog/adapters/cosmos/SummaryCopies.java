package io.cosmosblog.adapters.cosmos;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;
import java.util.Optional;

/**
 * Writes a post's short copy into a view unless the view holds that revision or a newer one.
 * Read, then create or replace-if-unchanged (ETag): when a concurrent delivery wrote first, the
 * create conflicts or the replace loses its race, and the decision is made again on what is
 * there now. So an older revision never overwrites a newer one.
 */
final class SummaryCopies {

    private static final int ATTEMPTS = 20;

    private final ContainerGateway view;
    private final List<String> triggersOnCreate;

    SummaryCopies(ContainerGateway view, List<String> triggersOnCreate) {
        this.view = view;
        this.triggersOnCreate = triggersOnCreate;
    }

    void put(String key, PostSummary summary) {
        write(key, summary, false);
    }

    /** As {@link #put}, but a copy of the same revision is rewritten too: a rebuild repairs damaged copies. */
    void restore(String key, PostSummary summary) {
        write(key, summary, true);
    }

    private void write(String key, PostSummary summary, boolean sameRevisionToo) {
        ObjectNode item = SummaryItems.item(summary);
        String id = summary.postId().value();
        for (int attempt = 1; ; attempt++) {
            try {
                Optional<JsonNode> current = view.read(key, id);
                if (current.isEmpty()) {
                    view.create(key, item, triggersOnCreate);
                } else if (current.get().get("revision").asLong() < summary.revision()
                        || sameRevisionToo && current.get().get("revision").asLong() == summary.revision()) {
                    view.replace(key, item, Optional.of(current.get().get("_etag").asText()));
                }
                return;
            } catch (StoreException raced) {
                boolean lostRace = raced.is(StoreFailure.CONFLICT) || raced.is(StoreFailure.LOST_RACE)
                        || raced.is(StoreFailure.NOT_FOUND);
                if (!lostRace || attempt == ATTEMPTS) {
                    throw raced;
                }
            }
        }
    }
}
