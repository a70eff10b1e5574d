package io.cosmosblog.adapters.cosmos.v3.mirror;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosChangeFeedRequestOptions;
import com.azure.cosmos.models.FeedRange;
import com.azure.cosmos.models.FeedResponse;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.model.ModelContainers;
import io.cosmosblog.application.port.metering.PartitionNames;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * The change feed of the feed's one logical partition (V3) or of all its partitions (V4), pulled by this instance alone: no lease,
 * so every instance sees every change (the processors' leases would share them out). A position
 * is the SDK's continuation token; reading from one hands each changed copy over and returns the
 * next position, after which nothing is handed over twice. A pull that takes longer than its
 * time limit fails (a hung connection must not stop the copy's upkeep for good), and a position
 * the service refuses says so ({@link PositionRefused}), so that the copy starts again from now.
 */
public final class FeedChanges {

    private final CosmosAsyncContainer feed;
    private static final int BAD_REQUEST = 400;

    private final FeedRange partition;
    private final Duration timeLimit;

    /** @param timeLimit the longest one pull may take */
    public FeedChanges(ModelContainers containers, Duration timeLimit) {
        this(containers, FeedRange.forLogicalPartition(new PartitionKey(PartitionNames.FEED_KEY)), timeLimit);
    }

    /** The changes in {@code range} of the feed container: all of it for a feed spread over partitions (V4). */
    public FeedChanges(ModelContainers containers, FeedRange range, Duration timeLimit) {
        this.feed = containers.feedContainer();
        this.partition = range;
        this.timeLimit = timeLimit;
    }

    /** The service no longer takes a position (or it cannot be read): read the feed again from now. */
    static final class PositionRefused extends RuntimeException {
        PositionRefused(Throwable cause) {
            super("the change feed of the feed refused the copy's position", cause);
        }
    }

    /** The position "now": what is written from here on will be read. */
    String now() {
        return read(CosmosChangeFeedRequestOptions.createForProcessingFromNow(partition), item -> { });
    }

    /** Every copy changed since {@code position}, in order, to {@code changed}; the position after them. */
    String since(String position, Consumer<JsonNode> changed) {
        CosmosChangeFeedRequestOptions options;
        try {
            options = CosmosChangeFeedRequestOptions.createForProcessingFromContinuation(position);
        } catch (RuntimeException unreadable) {
            throw new PositionRefused(unreadable);
        }
        try {
            return read(options, changed);
        } catch (CosmosException e) {
            if (e.getStatusCode() == BAD_REQUEST) {
                throw new PositionRefused(e);
            }
            throw e;
        }
    }

    private String read(CosmosChangeFeedRequestOptions options, Consumer<JsonNode> changed) {
        String position = null;
        // The pages end where the feed has nothing newer (the service answers "not modified"). The
        // SDK's end-to-end policy does not bound the change feed: the time limit is ours.
        for (FeedResponse<JsonNode> page : feed.queryChangeFeed(options, JsonNode.class).byPage().timeout(timeLimit).toIterable()) {
            page.getResults().forEach(changed);
            position = page.getContinuationToken();
        }
        if (position == null) {
            throw new IllegalStateException("the change feed of the feed answered no position");
        }
        return position;
    }
}
