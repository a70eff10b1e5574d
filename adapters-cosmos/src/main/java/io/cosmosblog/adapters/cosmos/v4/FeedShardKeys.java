package io.cosmosblog.adapters.cosmos.v4;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.adapters.cosmos.gateway.PhysicalPartitions;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The feed's shard keys: chosen once per blog, then kept beside the leases (one item whose id
 * matches no lease prefix), so that every instance, now and after a restart, puts each post's
 * copy in the same shard.
 *
 * <p>The keys are {@code post-0}, {@code post-1}, ... chosen by {@link ShardKeys}: each in a
 * physical partition of its own, as far as the plan asks.
 */
public final class FeedShardKeys {

    static final String ID = "feed.shards";
    private static final String PREFIX = "post-";

    private FeedShardKeys() {
    }

    /** The keys stored for this blog, or, for a new blog, the ones {@code plan} asks for, stored first. */
    public static List<String> of(Supplier<PhysicalPartitions> feed, ContainerGateway leases, FeedShardPlan plan) {
        List<String> stored = stored(leases);
        if (!stored.isEmpty()) {
            return stored;
        }
        List<String> chosen = ShardKeys.chosen(feed.get(), PREFIX, plan.count(), plan.apart());
        ObjectNode item = JsonNodeFactory.instance.objectNode().put("id", ID);
        ArrayNode keys = item.putArray("keys");
        chosen.forEach(keys::add);
        try {
            leases.create(ID, item);
            return chosen;
        } catch (CosmosRefusal e) {
            if (e.is(CosmosFailure.CONFLICT)) {
                return stored(leases); // another instance chose first: its keys are the blog's
            }
            throw e;
        }
    }

    private static List<String> stored(ContainerGateway leases) {
        List<String> keys = new ArrayList<>();
        leases.read(ID, ID).map(item -> item.get("keys")).ifPresent(array -> array.forEach((JsonNode key) -> keys.add(key.asText())));
        return keys;
    }
}
