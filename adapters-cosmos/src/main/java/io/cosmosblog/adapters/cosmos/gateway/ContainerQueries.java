package io.cosmosblog.adapters.cosmos.gateway;

import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosQueryRequestOptions;
import com.azure.cosmos.models.FeedResponse;
import com.azure.cosmos.models.PartitionKey;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.plumbing.ContinuationScope;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The gateway's queries, apart from its point operations because paging is a concern of its own:
 * continuations scoped to the list that issued them, pages read on until full, and a tampered
 * token told apart from a fault of ours.
 */
final class ContainerQueries {

    private final ContainerCalls calls;

    ContainerQueries(ContainerCalls calls) {
        this.calls = calls;
    }

    /** See {@link ContainerGateway#page}. */
    Page<JsonNode> page(ContinuationScope list, String key, SqlQuerySpec query, PageRequest request) {
        Optional<String> handedOut = list.start(request);
        String token = handedOut.orElse(null);
        CosmosQueryRequestOptions options = options(key);
        List<JsonNode> items = new ArrayList<>();
        boolean first = true;
        do {
            FeedResponse<JsonNode> page = query(key, query, options, token, request.limit() - items.size(),
                    first && handedOut.isPresent());
            first = false;
            if (page == null) {
                token = null;
                break;
            }
            items.addAll(page.getResults());
            token = page.getContinuationToken();
        } while (items.size() < request.limit() && token != null);
        return new Page<>(items, list.continuationAt(Optional.ofNullable(token)));
    }

    /** See {@link ContainerGateway#all}. */
    List<JsonNode> all(String key, SqlQuerySpec query) {
        CosmosQueryRequestOptions options = options(key);
        List<JsonNode> items = new ArrayList<>();
        String token = null;
        do {
            FeedResponse<JsonNode> page = query(key, query, options, token, PageRequest.MAX_LIMIT + 1, false);
            if (page == null) {
                break;
            }
            items.addAll(page.getResults());
            token = page.getContinuationToken();
        } while (token != null);
        return items;
    }

    /** See {@link ContainerGateway#acrossPartitions(SqlQuerySpec, Consumer)}. */
    void acrossPartitions(SqlQuerySpec query, Consumer<JsonNode> visitor) {
        CosmosQueryRequestOptions options = new CosmosQueryRequestOptions();
        String token = null;
        do {
            FeedResponse<JsonNode> page = query(null, query, options, token, PageRequest.MAX_LIMIT, false);
            if (page == null) {
                break;
            }
            page.getResults().forEach(visitor);
            token = page.getContinuationToken();
        } while (token != null);
    }

    /** In the partition {@code key}, or across all partitions when it is null. */
    private static CosmosQueryRequestOptions options(String key) {
        CosmosQueryRequestOptions options = new CosmosQueryRequestOptions();
        return key == null ? options : options.setPartitionKey(new PartitionKey(key));
    }

    private FeedResponse<JsonNode> query(String key, SqlQuerySpec query, CosmosQueryRequestOptions options,
            String token, int size, boolean tokenFromClient) {
        try {
            return calls.readInSession(session -> {
                options.setSessionToken(session.orElse(null));
                options.setCosmosEndToEndOperationLatencyPolicyConfig(session.isPresent() ? ContainerCalls.CLIENT_SESSION_BOUND : null);
                BackgroundWork.mark(options);
                return calls.call(key, calls.container.queryItems(query, options, JsonNode.class).byPage(token, size).next(),
                        FeedResponse::getRequestCharge);
            }, page -> page == null ? null : page.getSessionToken());
        } catch (CosmosRefusal e) {
            // A token we wrapped but Cosmos DB cannot parse was tampered with: the client's mistake, not ours.
            // (A missing composite index is ours, and provisioning adds it at start.)
            if (tokenFromClient && e.is(CosmosFailure.OTHER) && e.getCause() instanceof CosmosException c && c.getStatusCode() == 400
                    && !String.valueOf(c.getMessage()).contains("composite index")) {
                throw ContinuationScope.refused();
            }
            throw e;
        } catch (IllegalArgumentException e) {
            // The SDK could not even parse the token: tampered with. Anything else is ours.
            if (tokenFromClient) {
                throw ContinuationScope.refused();
            }
            throw e;
        }
    }
}
