package io.cosmosblog.adapters.cosmos.gateway;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.models.FeedRange;
import io.cosmosblog.application.port.metering.PartitionNames;
import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;

/**
 * How many physical partitions (partition key ranges) a container has, for metering a query
 * across partitions as one operation per range, the way its cost grows on the service.
 *
 * <p>Taken from the container's feed ranges rather than from each response's diagnostics: the
 * SDK answers them from its own routing map (no request once it has one) and refreshes that map
 * itself when a range splits, while the diagnostics' shape is the SDK's internal business. Still
 * asked again only once per {@value #KEPT_SECONDS} s, so a split shows in the figures within that.
 */
final class FeedRanges {

    private static final long KEPT_SECONDS = 60;

    private final CosmosAsyncContainer container;
    private final Duration timeout;
    private volatile int count;
    private volatile long askedAt;

    FeedRanges(CosmosAsyncContainer container, Duration timeout) {
        this.container = container;
        this.timeout = timeout;
    }

    /** {@code container/range-0}, {@code container/range-1}, ...: one name per range. */
    List<String> names(String container) {
        return IntStream.range(0, count()).mapToObj(index -> PartitionNames.range(container, index)).toList();
    }

    private int count() {
        long now = System.nanoTime();
        if (count == 0 || now - askedAt > Duration.ofSeconds(KEPT_SECONDS).toNanos()) {
            List<FeedRange> ranges = ranges();
            // Unknown (an outage: the query itself will say so), the last count stands; none known
            // yet, at least the one range there always is.
            if (!ranges.isEmpty()) {
                count = ranges.size();
            } else if (count == 0) {
                count = 1;
            }
            askedAt = now;
        }
        return count;
    }

    private List<FeedRange> ranges() {
        try {
            List<FeedRange> ranges = container.getFeedRanges().block(timeout);
            return ranges == null ? List.of() : ranges;
        } catch (RuntimeException unknown) {
            return List.of();
        }
    }
}
