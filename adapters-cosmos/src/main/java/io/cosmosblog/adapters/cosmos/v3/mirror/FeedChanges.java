package io.cosmosblog.adapters.cosmos.v3.mirror;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.models.CosmosChangeFeedRequestOptions;
import com.azure.cosmos.models.FeedRange;
import com.azure.cosmos.models.FeedResponse;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.provisioning.Containers;
import io.cosmosblog.application.storage.metering.Partitions;
import java.util.function.Consumer;

/**
 * The change feed of the feed's one logical partition, pulled by this instance alone: no lease,
 * so every instance sees every change (the processors' leases would share them out). A position
 * is the SDK's continuation token; reading from one hands each changed copy over and returns the
 * next position, after which nothing is handed over twice.
 */
public final class FeedChanges {

    private final CosmosAsyncContainer feed;
    private final FeedRange partition = FeedRange.forLogicalPartition(new PartitionKey(Partitions.FEED_KEY));

    public FeedChanges(Containers containers) {
        this.feed = containers.requiredFeed();
    }

    /** The position "now": what is written from here on will be read. */
    String now() {
        return read(CosmosChangeFeedRequestOptions.createForProcessingFromNow(partition), item -> { });
    }

    /** Every copy changed since {@code position}, in order, to {@code changed}; the position after them. */
    String since(String position, Consumer<JsonNode> changed) {
        return read(CosmosChangeFeedRequestOptions.createForProcessingFromContinuation(position), changed);
    }

    private String read(CosmosChangeFeedRequestOptions options, Consumer<JsonNode> changed) {
        String position = null;
        // The pages end where the feed has nothing newer (the service answers "not modified").
        for (FeedResponse<JsonNode> page : feed.queryChangeFeed(options, JsonNode.class).byPage().toIterable()) {
            page.getResults().forEach(changed);
            position = page.getContinuationToken();
        }
        if (position == null) {
            throw new IllegalStateException("the change feed of the feed answered no position");
        }
        return position;
    }
}
