package io.cosmosblog.adapters.cosmos.changefeed;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import java.time.Instant;
import java.util.Optional;

/**
 * When a copy last rebuilt the views, kept as one item beside the leases (its id matches no
 * lease prefix, so the processors never take it for one). Leases created afterwards start there,
 * so a first instance on a copied blog does not replay every imported comment and like: one
 * read of every item, and a point read per author per batch, for views that are already right.
 */
public final class ViewsRebuilt {

    static final String ID = "views.rebuilt";

    private final ContainerGateway leases;

    public ViewsRebuilt(ContainerGateway leases) {
        this.leases = leases;
    }

    void record(Instant since) {
        leases.upsert(ID, JsonNodeFactory.instance.objectNode().put("id", ID).put("since", since.toString()));
    }

    Optional<Instant> since() {
        return leases.read(ID, ID).map(item -> Instant.parse(item.get("since").asText()));
    }
}
