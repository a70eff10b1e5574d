package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosQueryRequestOptions;
import com.azure.cosmos.models.FeedResponse;
import com.azure.cosmos.models.PartitionKey;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.paging.Page;
import io.cosmosblog.application.paging.PageRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Pages through a query in one logical partition with the SDK's continuation. Cosmos DB may
 * return a page shorter than asked while more remains, so it reads on until the page is full.
 */
final class PartitionPager {

    private final Metered metered;

    PartitionPager(Metered metered) {
        this.metered = metered;
    }

    Page<JsonNode> page(CosmosAsyncContainer container, String partition, PartitionKey key, SqlQuerySpec query,
            PageRequest request, ListContinuation tokens, String owner) {
        String cosmosToken = request.continuation().map(token -> tokens.unwrap(owner, token)).orElse(null);
        CosmosQueryRequestOptions options = new CosmosQueryRequestOptions().setPartitionKey(key);
        List<JsonNode> items = new ArrayList<>();
        boolean first = true;
        do {
            FeedResponse<JsonNode> page = read(container, partition, query, options, cosmosToken,
                    request.limit() - items.size(), first && cosmosToken != null);
            first = false;
            if (page == null) {
                cosmosToken = null;
                break;
            }
            items.addAll(page.getResults());
            cosmosToken = page.getContinuationToken();
        } while (items.size() < request.limit() && cosmosToken != null);
        return new Page<>(items, Optional.ofNullable(cosmosToken).map(token -> tokens.wrap(owner, token)));
    }

    /** Every result of a query bounded by TOP, in one logical partition. */
    List<JsonNode> all(CosmosAsyncContainer container, String partition, PartitionKey key, SqlQuerySpec query) {
        CosmosQueryRequestOptions options = new CosmosQueryRequestOptions().setPartitionKey(key);
        List<JsonNode> items = new ArrayList<>();
        String cosmosToken = null;
        do {
            FeedResponse<JsonNode> page = read(container, partition, query, options, cosmosToken, PageRequest.MAX_LIMIT + 1, false);
            if (page == null) {
                break;
            }
            items.addAll(page.getResults());
            cosmosToken = page.getContinuationToken();
        } while (cosmosToken != null);
        return items;
    }

    private FeedResponse<JsonNode> read(CosmosAsyncContainer container, String partition, SqlQuerySpec query,
            CosmosQueryRequestOptions options, String cosmosToken, int size, boolean tokenFromClient) {
        try {
            return metered.call(partition, container.queryItems(query, options, JsonNode.class).byPage(cosmosToken, size).next(),
                    FeedResponse::getRequestCharge);
        } catch (CosmosException e) {
            // A token we wrapped but Cosmos DB cannot parse was tampered with: the client's mistake, not ours.
            if (tokenFromClient && Metered.is(e, Metered.BAD_REQUEST)) {
                throw ListContinuation.refused();
            }
            throw e;
        } catch (IllegalArgumentException e) {
            // The SDK could not even parse the token: tampered with. Anything else (a timeout) is ours.
            if (tokenFromClient) {
                throw ListContinuation.refused();
            }
            throw e;
        }
    }
}
