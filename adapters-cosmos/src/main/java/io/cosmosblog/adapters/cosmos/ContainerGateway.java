package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosDiagnostics;
import com.azure.cosmos.CosmosDiagnosticsContext;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosBatch;
import com.azure.cosmos.models.CosmosBatchOperationResult;
import com.azure.cosmos.models.CosmosBatchResponse;
import com.azure.cosmos.models.CosmosItemRequestOptions;
import com.azure.cosmos.models.CosmosItemResponse;
import com.azure.cosmos.models.CosmosPatchItemRequestOptions;
import com.azure.cosmos.models.CosmosPatchOperations;
import com.azure.cosmos.models.CosmosQueryRequestOptions;
import com.azure.cosmos.models.CosmosStoredProcedureRequestOptions;
import com.azure.cosmos.models.CosmosStoredProcedureResponse;
import com.azure.cosmos.models.FeedResponse;
import com.azure.cosmos.models.PartitionKey;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.application.storage.ContinuationScope;
import io.cosmosblog.application.storage.Page;
import io.cosmosblog.application.storage.PageRequest;
import io.cosmosblog.application.storage.Partitions;
import io.cosmosblog.application.storage.ReadYourWrites;
import io.cosmosblog.application.storage.StorageBusyException;
import io.cosmosblog.application.storage.StorageMeter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.function.ToDoubleFunction;
import reactor.core.Exceptions;
import reactor.core.publisher.Mono;

/**
 * The only code that talks to one Cosmos DB container. Every operation runs to its end on the
 * calling thread and is metered (RU and time, failures too: a refusal costs RU); failures are
 * classified once ({@link StoreFailure}): throttling and outages become
 * {@link StorageBusyException}, the rest a {@link StoreException} the port classes can read;
 * continuations are scoped to the list that issued them; and every write of a head item (a
 * user, a post) is reported to {@link Unprojected}, so {@code awaitCaughtUp} knows what the
 * change feed still owes. Port classes only translate between domain objects and items.
 */
final class ContainerGateway {

    private static final Duration BUSY_RETRY_AFTER = Duration.ofSeconds(1);
    private static final int SCRIPT_ATTEMPTS = 5;

    private final CosmosAsyncContainer container;
    private final Duration timeout;
    private final String name;
    private final StorageMeter meter;
    private final String headType;
    private final Unprojected unprojected;
    private ReadYourWrites sessions = new ReadYourWrites();

    private ContainerGateway(CosmosAsyncContainer container, Duration timeout, StorageMeter meter, String headType,
            Unprojected unprojected) {
        this.container = container;
        this.timeout = timeout;
        this.name = container.getId();
        this.meter = meter;
        this.headType = headType;
        this.unprojected = unprojected;
    }

    /** A container whose head items (of {@code headType}) the change feed projects: their writes are reported. */
    static ContainerGateway watched(CosmosAsyncContainer container, Duration timeout, StorageMeter meter, String headType,
            Unprojected unprojected) {
        return new ContainerGateway(container, timeout, meter, headType, unprojected);
    }

    /** A container of copies only the projections write. */
    static ContainerGateway copies(CosmosAsyncContainer container, Duration timeout, StorageMeter meter) {
        return new ContainerGateway(container, timeout, meter, null, null);
    }

    /** Reads see the writes of the client's session (the tokens it presented); writes hand their token back. */
    ContainerGateway withSessions(ReadYourWrites readYourWrites) {
        this.sessions = readYourWrites;
        return this;
    }

    /** A point read: the item, or empty when there is none (a 404 still costs its charge). */
    Optional<JsonNode> read(String key, String id) {
        try {
            CosmosItemRequestOptions options = new CosmosItemRequestOptions();
            sessions.presented(name).ifPresent(options::setSessionToken);
            return Optional.of(call(key, container.readItem(id, new PartitionKey(key), options, JsonNode.class),
                    CosmosItemResponse::getRequestCharge).getItem());
        } catch (StoreException e) {
            if (e.is(StoreFailure.NOT_FOUND)) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /** Creates the item, running {@code postTriggers} in its transaction; a taken id is a {@link StoreFailure#CONFLICT}. */
    JsonNode create(String key, ObjectNode item, List<String> postTriggers) {
        CosmosItemRequestOptions options = new CosmosItemRequestOptions().setPostTriggerInclude(postTriggers);
        return written(key, call(key, container.createItem(item, new PartitionKey(key), options),
                CosmosItemResponse::getRequestCharge));
    }

    JsonNode create(String key, ObjectNode item) {
        return create(key, item, List.of());
    }

    /** Creates or replaces the item, whatever is there. */
    JsonNode upsert(String key, ObjectNode item) {
        return written(key, call(key, container.upsertItem(item, new PartitionKey(key), new CosmosItemRequestOptions()),
                CosmosItemResponse::getRequestCharge));
    }

    /** Deletes the item; nothing when it is gone already. */
    void delete(String key, String id) {
        try {
            session(call(key, container.deleteItem(id, new PartitionKey(key), new CosmosItemRequestOptions()),
                    CosmosItemResponse::getRequestCharge).getSessionToken());
        } catch (StoreException e) {
            if (!e.is(StoreFailure.NOT_FOUND)) {
                throw e;
            }
        }
    }

    /** Replaces the item; with {@code ifMatch}, only the version with that ETag ({@link StoreFailure#LOST_RACE} otherwise). */
    JsonNode replace(String key, ObjectNode item, Optional<String> ifMatch) {
        CosmosItemRequestOptions options = new CosmosItemRequestOptions();
        ifMatch.ifPresent(options::setIfMatchETag);
        return written(key, call(key, container.replaceItem(item, item.get("id").asText(), new PartitionKey(key), options),
                CosmosItemResponse::getRequestCharge));
    }

    /** What a conditional patch did. */
    enum Patch { APPLIED, CONDITION_NOT_MET, NO_SUCH_ITEM }

    /** Patches the item where {@code condition} holds, saying which of the three happened: one operation. */
    Patch patchWhere(String key, String id, CosmosPatchOperations patch, String condition) {
        try {
            // The caller knows what it wrote: no need to ship the item back.
            written(key, patchItem(key, id, patch, condition, false));
            return Patch.APPLIED;
        } catch (StoreException e) {
            if (e.is(StoreFailure.NOT_FOUND)) {
                return Patch.NO_SUCH_ITEM;
            }
            if (e.is(StoreFailure.LOST_RACE)) {
                return Patch.CONDITION_NOT_MET;
            }
            throw e;
        }
    }

    /** Patches the item where {@code condition} holds; empty when there is no such item or it does not hold. */
    Optional<JsonNode> patch(String key, String id, CosmosPatchOperations patch, String condition) {
        try {
            return Optional.of(written(key, patchItem(key, id, patch, condition, true)));
        } catch (StoreException e) {
            if (e.is(StoreFailure.NOT_FOUND) || e.is(StoreFailure.LOST_RACE)) {
                return Optional.empty();
            }
            throw e;
        }
    }

    private CosmosItemResponse<JsonNode> patchItem(String key, String id, CosmosPatchOperations patch, String condition,
            boolean itemBack) {
        CosmosPatchItemRequestOptions options = new CosmosPatchItemRequestOptions();
        options.setFilterPredicate(condition);
        options.setContentResponseOnWriteEnabled(itemBack);
        return call(key, container.patchItem(id, new PartitionKey(key), patch, options, JsonNode.class),
                CosmosItemResponse::getRequestCharge);
    }

    /**
     * Runs a transactional batch in one partition: all of it, or nothing and a
     * {@link StoreException} classified by the operation that failed.
     */
    List<JsonNode> batch(String key, CosmosBatch batch) {
        CosmosBatchResponse response = call(key, container.executeCosmosBatch(batch), CosmosBatchResponse::getRequestCharge);
        session(response.getSessionToken());
        bytesSent(response.getDiagnostics());
        if (!response.isSuccessStatusCode()) {
            CosmosBatchOperationResult failed = response.getResults().stream()
                    .filter(result -> result.getStatusCode() != 424).findFirst().orElseThrow();
            throw classified(failed.getStatusCode(), failed.getSubStatusCode(), "a batch operation failed",
                    failed.getRetryAfterDuration(), null);
        }
        List<JsonNode> items = new ArrayList<>();
        for (CosmosBatchOperationResult result : response.getResults()) {
            JsonNode item = result.getItem(JsonNode.class);
            items.add(item == null ? null : written(key, item));
        }
        return items;
    }

    /**
     * One page of a query in one partition, continued with the SDK's own token wrapped by
     * {@code list}. Cosmos DB may return a page shorter than asked while more remains, so it reads
     * on until the page is full.
     */
    Page<JsonNode> page(ContinuationScope list, String key, SqlQuerySpec query, PageRequest request) {
        Optional<String> handedOut = list.start(request);
        String token = handedOut.orElse(null);
        CosmosQueryRequestOptions options = new CosmosQueryRequestOptions().setPartitionKey(new PartitionKey(key));
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

    /** Every result of a query bounded by TOP, in one partition. */
    List<JsonNode> all(String key, SqlQuerySpec query) {
        CosmosQueryRequestOptions options = new CosmosQueryRequestOptions().setPartitionKey(new PartitionKey(key));
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

    /** Every result of a query across all partitions: the fan-out the model keeps for renames only. */
    List<JsonNode> acrossPartitions(SqlQuerySpec query) {
        List<JsonNode> items = new ArrayList<>();
        acrossPartitions(query, items::add);
        return items;
    }

    /** Every result of a query across all partitions, handed over page by page rather than held: for full scans. */
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

    /**
     * Runs a stored procedure in one partition, again when it lost a race for an item to another
     * writer: scripts are transactions that write nothing when they fail. A script that changed
     * the partition's head item answers its new {@code headRevision}.
     */
    JsonNode runScript(String key, String script, Object... args) {
        CosmosStoredProcedureRequestOptions options = new CosmosStoredProcedureRequestOptions();
        options.setPartitionKey(new PartitionKey(key));
        for (int attempt = 1; ; attempt++) {
            try {
                CosmosStoredProcedureResponse response = call(key,
                        container.getScripts().getStoredProcedure(script).execute(List.of(args), options),
                        CosmosStoredProcedureResponse::getRequestCharge);
                session(response.getSessionToken());
                bytesSent(response.getDiagnostics());
                JsonNode answer = Json.parse(response.getResponseAsString());
                if (unprojected != null && answer.hasNonNull("headRevision")) {
                    unprojected.written(partition(key), answer.get("headRevision").asLong());
                }
                return answer;
            } catch (StoreException e) {
                if (attempt == SCRIPT_ATTEMPTS || !e.is(StoreFailure.LOST_RACE)) {
                    throw e;
                }
                LockSupport.parkNanos(Duration.ofMillis(5L * attempt).toNanos());
            }
        }
    }

    private FeedResponse<JsonNode> query(String key, SqlQuerySpec query, CosmosQueryRequestOptions options,
            String token, int size, boolean tokenFromClient) {
        try {
            sessions.presented(name).ifPresent(options::setSessionToken);
            return call(key, container.queryItems(query, options, JsonNode.class).byPage(token, size).next(),
                    FeedResponse::getRequestCharge);
        } catch (StoreException e) {
            // A token we wrapped but Cosmos DB cannot parse was tampered with: the client's mistake, not ours.
            // (A missing composite index is ours, and Containers adds it at start.)
            if (tokenFromClient && e.is(StoreFailure.OTHER) && e.getCause() instanceof CosmosException c && c.getStatusCode() == 400
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

    private JsonNode written(String key, CosmosItemResponse<? extends JsonNode> response) {
        session(response.getSessionToken());
        bytesSent(response.getDiagnostics());
        return written(key, response.getItem());
    }

    /** What a write sent the store, as the SDK measured it: the cost figure that grows with what is written. */
    private void bytesSent(CosmosDiagnostics diagnostics) {
        CosmosDiagnosticsContext context = diagnostics == null ? null : diagnostics.getDiagnosticsContext();
        if (context != null) {
            meter.written(context.getMaxRequestPayloadSizeInBytes());
        }
    }

    private void session(String token) {
        if (!SessionTokens.isEmpty(token)) {
            sessions.written(name, sessions.presented(name).map(held -> SessionTokens.merge(held, token)).orElse(token));
        }
    }

    private JsonNode written(String key, JsonNode item) {
        if (unprojected != null && item != null && headType.equals(item.path("type").asText())) {
            unprojected.written(partition(key), item.get("revision").asLong());
        }
        return item;
    }

    /** The response, or null when {@code operation} completed empty; metered also when it fails. */
    private <T> T call(String key, Mono<T> operation, ToDoubleFunction<T> charge) {
        String partition = key == null ? Partitions.across(name) : partition(key);
        long start = System.nanoTime();
        try {
            T response = operation.timeout(timeout).block();
            meter.record(partition, response == null ? 0 : charge.applyAsDouble(response), System.nanoTime() - start);
            return response;
        } catch (CosmosException failure) {
            meter.record(partition, failure.getRequestCharge(), System.nanoTime() - start);
            throw classified(failure.getStatusCode(), failure.getSubStatusCode(), failure.getMessage(),
                    failure.getRetryAfterDuration(), failure);
        } catch (RuntimeException failure) {
            if (Exceptions.unwrap(failure) instanceof TimeoutException) {
                meter.record(partition, 0, System.nanoTime() - start);
                throw new StorageBusyException("Cosmos DB did not answer within " + timeout, BUSY_RETRY_AFTER, failure);
            }
            throw failure;
        }
    }

    private String partition(String key) {
        return Partitions.of(name, key);
    }

    private static RuntimeException classified(int status, int subStatus, String message, Duration retryAfter,
            CosmosException cause) {
        StoreFailure kind = StoreFailure.of(status, subStatus, message);
        if (kind == StoreFailure.BUSY) {
            return new StorageBusyException("Cosmos DB is busy or unavailable (" + status + "/" + subStatus + ")",
                    retryAfter == null || retryAfter.isZero() ? BUSY_RETRY_AFTER : retryAfter, cause);
        }
        return new StoreException(kind, status + "/" + subStatus + " " + message, cause);
    }
}
