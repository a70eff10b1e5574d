package io.cosmosblog.adapters.cosmos.changefeed;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.provisioning.Containers;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * When a copy last rebuilt the views, kept as one item beside the leases (its id matches no
 * lease prefix, so the processors never take it for one). Leases created afterwards start there,
 * so a first instance on a copied blog does not replay every imported comment and like: one
 * read of every item, and a point read per author per batch, for views that are already right.
 */
final class ViewsRebuilt {

    static final String ID = "views.rebuilt";
    private static final Duration WAIT = Duration.ofSeconds(30);

    private ViewsRebuilt() {
    }

    static void record(Containers containers, Instant since) {
        containers.leases().ifPresent(leases -> {
            ObjectNode item = JsonNodeFactory.instance.objectNode().put("id", ID).put("since", since.toString());
            leases.upsertItem(item, new PartitionKey(ID), null).block(WAIT);
        });
    }

    static Optional<Instant> since(Containers containers) {
        return containers.leases().flatMap(ViewsRebuilt::read);
    }

    private static Optional<Instant> read(CosmosAsyncContainer leases) {
        try {
            JsonNode item = leases.readItem(ID, new PartitionKey(ID), JsonNode.class).block(WAIT).getItem();
            return Optional.of(Instant.parse(item.get("since").asText()));
        } catch (CosmosException e) {
            if (e.getStatusCode() == 404) {
                return Optional.empty();
            }
            throw e;
        }
    }
}
