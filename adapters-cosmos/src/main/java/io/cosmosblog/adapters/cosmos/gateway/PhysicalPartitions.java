package io.cosmosblog.adapters.cosmos.gateway;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.implementation.ImplementationBridgeHelpers;
import com.azure.cosmos.models.FeedRange;
import com.azure.cosmos.models.PartitionKey;
import java.time.Duration;
import java.util.List;

/**
 * A container's physical partitions (its feed ranges) as they are now, and which of them a
 * partition key value falls in: what V4 chooses its shard keys by. The SDK answers both from its
 * own routing map (no request once it has the map); whether a key's range overlaps a physical one
 * is asked through the bridge the SDK's own connectors use, as the public API does not offer it.
 */
public final class PhysicalPartitions {

    private final CosmosAsyncContainer container;
    private final List<FeedRange> ranges;
    private final Duration timeout;

    private PhysicalPartitions(CosmosAsyncContainer container, List<FeedRange> ranges, Duration timeout) {
        this.container = container;
        this.ranges = ranges;
        this.timeout = timeout;
    }

    /** {@code container}'s physical partitions now, each question bounded by {@code timeout}. */
    public static PhysicalPartitions of(CosmosAsyncContainer container, Duration timeout) {
        List<FeedRange> ranges = container.getFeedRanges().block(timeout);
        if (ranges == null || ranges.isEmpty()) {
            throw new IllegalStateException("container " + container.getId() + " answered no physical partitions");
        }
        return new PhysicalPartitions(container, List.copyOf(ranges), timeout);
    }

    public int count() {
        return ranges.size();
    }

    /** Which physical partition, from 0 to {@link #count} - 1, holds the items whose partition key is {@code key}. */
    public int of(String key) {
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
