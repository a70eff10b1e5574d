package io.cosmosblog.adapters.cosmos.v4;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.implementation.ImplementationBridgeHelpers;
import com.azure.cosmos.models.FeedRange;
import com.azure.cosmos.models.PartitionKey;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Partition key values chosen to fall where a plan says among a container's physical partitions:
 * what the feed's shards ({@link FeedShardKeys}) and a hot post's likes ({@link LikeShards}) both
 * need. Throughput is split evenly over the physical partitions, and a key's partition is fixed by
 * the hash of its value, so shards help only when their keys hash into different physical
 * partitions: {@code <prefix>0}, {@code <prefix>1}, ... are tried in turn, and a key is kept when
 * its physical partition holds fewest keys so far. The SDK tells the physical partition: its feed
 * ranges, and whether a key's range overlaps one, answered from its own routing map (the bridge
 * its connectors use; no request once it has the map).
 */
final class ShardKeys {

    private static final int CANDIDATES = 10_000;

    private ShardKeys() {
    }

    /**
     * {@code count} keys (0: one per physical partition) named {@code prefix<n>}; {@code apart}: each
     * in the physical partition holding fewest so far, otherwise all in the first candidate's.
     */
    static List<String> chosen(CosmosAsyncContainer container, String prefix, int count, boolean apart, Duration timeout) {
        List<FeedRange> ranges = container.getFeedRanges().block(timeout);
        if (ranges == null || ranges.isEmpty()) {
            throw new IllegalStateException("container " + container.getId() + " answered no physical partitions");
        }
        int wanted = count == 0 ? ranges.size() : count;
        int[] held = new int[ranges.size()];
        int together = apart ? -1 : rangeOf(container, prefix + 0, ranges, timeout);
        List<String> keys = new ArrayList<>();
        for (int n = 0; keys.size() < wanted && n < CANDIDATES; n++) {
            String key = prefix + n;
            int range = rangeOf(container, key, ranges, timeout);
            boolean fits = apart ? held[range] == IntStream.of(held).min().orElseThrow() : range == together;
            if (fits) {
                held[range]++;
                keys.add(key);
            }
        }
        if (keys.size() < wanted) {
            throw new IllegalStateException("no " + wanted + " shard keys " + prefix + "<n> found among " + CANDIDATES + " candidates");
        }
        return keys;
    }

    private static int rangeOf(CosmosAsyncContainer container, String key, List<FeedRange> ranges, Duration timeout) {
        FeedRange partition = FeedRange.forLogicalPartition(new PartitionKey(key));
        var sdk = ImplementationBridgeHelpers.CosmosAsyncContainerHelper.getCosmosAsyncContainerAccessor();
        for (int i = 0; i < ranges.size(); i++) {
            if (Boolean.TRUE.equals(sdk.checkFeedRangeOverlapping(container, partition, ranges.get(i)).block(timeout))) {
                return i;
            }
        }
        throw new IllegalStateException("the key " + key + " falls in none of the container's " + ranges.size() + " ranges");
    }
}
