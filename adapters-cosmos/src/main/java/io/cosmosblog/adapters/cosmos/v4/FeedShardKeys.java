package io.cosmosblog.adapters.cosmos.v4;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.implementation.ImplementationBridgeHelpers;
import com.azure.cosmos.models.FeedRange;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The feed's shard keys: chosen once per blog, then kept beside the leases (one item whose id
 * matches no lease prefix), so that every instance, now and after a restart, puts each post's
 * copy in the same shard.
 *
 * <p>Throughput is split evenly over a container's physical partitions, and a key's partition is
 * fixed by the hash of its value (its effective partition key), so shards help only when their
 * keys hash into different physical partitions: {@code post-0}, {@code post-1}, ... are tried in
 * turn, and a key is kept when its physical partition holds fewest keys so far. The SDK tells the
 * physical partition: its feed ranges, and whether a key's range overlaps one, answered from its
 * own routing map (the bridge its connectors use; no request once it has the map).
 */
public final class FeedShardKeys {

    static final String ID = "feed.shards";
    private static final String PREFIX = "post-";
    private static final int CANDIDATES = 10_000;

    private FeedShardKeys() {
    }

    /** The keys stored for this blog, or, for a new blog, the ones {@code plan} asks for, stored first. */
    public static List<String> of(CosmosAsyncContainer feed, ContainerGateway leases, FeedShardPlan plan, Duration timeout) {
        List<String> stored = stored(leases);
        if (!stored.isEmpty()) {
            return stored;
        }
        List<String> chosen = chosen(feed, plan, timeout);
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

    /** {@code plan}'s keys, each with the physical partition it falls in chosen as the plan says. */
    static List<String> chosen(CosmosAsyncContainer feed, FeedShardPlan plan, Duration timeout) {
        List<FeedRange> ranges = feed.getFeedRanges().block(timeout);
        if (ranges == null || ranges.isEmpty()) {
            throw new IllegalStateException("the feed container answered no physical partitions");
        }
        int wanted = plan.count() == 0 ? ranges.size() : plan.count();
        int[] held = new int[ranges.size()];
        int together = plan.apart() ? -1 : rangeOf(feed, PREFIX + 0, ranges, timeout);
        List<String> keys = new ArrayList<>();
        for (int n = 0; keys.size() < wanted && n < CANDIDATES; n++) {
            String key = PREFIX + n;
            int range = rangeOf(feed, key, ranges, timeout);
            boolean fits = plan.apart() ? held[range] == IntStream.of(held).min().orElseThrow() : range == together;
            if (fits) {
                held[range]++;
                keys.add(key);
            }
        }
        if (keys.size() < wanted) {
            throw new IllegalStateException("no " + wanted + " feed shard keys found among " + CANDIDATES + " candidates");
        }
        return keys;
    }

    private static int rangeOf(CosmosAsyncContainer feed, String key, List<FeedRange> ranges, Duration timeout) {
        FeedRange partition = FeedRange.forLogicalPartition(new PartitionKey(key));
        var sdk = ImplementationBridgeHelpers.CosmosAsyncContainerHelper.getCosmosAsyncContainerAccessor();
        for (int i = 0; i < ranges.size(); i++) {
            if (Boolean.TRUE.equals(sdk.checkFeedRangeOverlapping(feed, partition, ranges.get(i)).block(timeout))) {
                return i;
            }
        }
        throw new IllegalStateException("the feed key " + key + " falls in none of the container's " + ranges.size() + " ranges");
    }
}
