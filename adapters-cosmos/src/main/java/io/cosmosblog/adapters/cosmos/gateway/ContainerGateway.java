package io.cosmosblog.adapters.cosmos.gateway;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosDiagnostics;
import com.azure.cosmos.CosmosDiagnosticsContext;
import com.azure.cosmos.models.CosmosBatch;
import com.azure.cosmos.models.CosmosBatchOperationResult;
import com.azure.cosmos.models.CosmosBatchResponse;
import com.azure.cosmos.models.CosmosItemRequestOptions;
import com.azure.cosmos.models.CosmosItemResponse;
import com.azure.cosmos.models.CosmosPatchItemRequestOptions;
import com.azure.cosmos.models.CosmosPatchOperations;
import com.azure.cosmos.models.CosmosStoredProcedureRequestOptions;
import com.azure.cosmos.models.CosmosStoredProcedureResponse;
import com.azure.cosmos.models.PartitionKey;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.items.Json;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ContinuationScope;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import reactor.core.publisher.Mono;

/**
 * The only code that talks to one Cosmos DB container. Every operation runs to its end on the
 * calling thread and is metered, and failures are classified once ({@link ContainerCalls}):
 * throttling and outages become {@link StorageBusyException}, the rest a {@link CosmosRefusal} the
 * port classes can read; continuations are scoped to the list that issued them
 * ({@link ContainerQueries}); and every write of a entity item (a user, a post) is reported to
 * {@link EntityWrites}, so {@code awaitCaughtUp} knows what the change feed still owes. Port classes
 * only translate between domain objects and items.
 */
public final class ContainerGateway {

    private static final int SCRIPT_ATTEMPTS = 5;

    private final ContainerCalls calls;
    private final ContainerQueries queries;

    private ContainerGateway(CosmosAsyncContainer container, Duration timeout, StorageMeter meter, String entityType,
            EntityWrites entityWrites) {
        this.calls = new ContainerCalls(container, timeout, meter, entityType, entityWrites);
        this.queries = new ContainerQueries(calls);
    }

    /** A container whose entity items (of {@code entityType}) the change feed projects: their writes are reported. */
    public static ContainerGateway watched(CosmosAsyncContainer container, Duration timeout, StorageMeter meter,
            String entityType, EntityWrites entityWrites) {
        return new ContainerGateway(container, timeout, meter, entityType, entityWrites);
    }

    /**
     * A container whose writes nobody projects: copies only the projections write (V3's feed),
     * parked changes, and every container of V1, which has no change feed processors.
     */
    public static ContainerGateway unwatched(CosmosAsyncContainer container, Duration timeout, StorageMeter meter) {
        return new ContainerGateway(container, timeout, meter, null, null);
    }

    /**
     * Partitions named {@code logicalName/key} in the meter and the entity writes, not after the
     * container: V1's and V2's {@code v1-posts} and {@code v2-posts} are metered as "posts", like V3's.
     */
    public ContainerGateway meteredAs(String logicalName) {
        calls.meterAs(logicalName);
        return this;
    }

    /**
     * Items of {@code type}, one per partition under {@code id}, reported as entity items are (their
     * writes owed to the change feed, their deletes settling them): V4's like shard counters, which
     * the change feed projects as their post.
     */
    public ContainerGateway watchingAlso(String type, String id) {
        calls.watchAlso(type, id);
        return this;
    }

    /** Reads see the writes of the client's session (the tokens it presented); writes hand their token back. */
    public ContainerGateway withSessions(ReadYourWrites readYourWrites) {
        calls.useSessions(readYourWrites);
        return this;
    }

    /** A point read: the item, or empty when there is none (a 404 still costs its charge). */
    public Optional<JsonNode> read(String key, String id) {
        try {
            return Optional.of(calls.readInSession(session -> {
                CosmosItemRequestOptions options = BackgroundWork.mark(new CosmosItemRequestOptions());
                session.ifPresent(token -> options.setSessionToken(token)
                        .setCosmosEndToEndOperationLatencyPolicyConfig(ContainerCalls.CLIENT_SESSION_BOUND));
                return calls.call(key, calls.container.readItem(id, new PartitionKey(key), options, JsonNode.class),
                        CosmosItemResponse::getRequestCharge);
            }, CosmosItemResponse::getSessionToken).getItem());
        } catch (CosmosRefusal e) {
            if (e.is(CosmosFailure.NOT_FOUND)) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /**
     * The item {@code id} of each partition in {@code keys}, in that order (empty where there is
     * none): point reads sent all at once, then each waited for, metered and classified on the
     * calling thread as {@link #read} does. In this instance's session (a client's token is for
     * the partition it wrote, and these are read beside it).
     */
    public List<Optional<JsonNode>> readEach(List<String> keys, String id) {
        List<CompletableFuture<CosmosItemResponse<JsonNode>>> sent = keys.stream()
                .map(key -> calls.container.readItem(id, new PartitionKey(key),
                        BackgroundWork.mark(new CosmosItemRequestOptions()), JsonNode.class).toFuture())
                .toList();
        List<Optional<JsonNode>> items = new ArrayList<>();
        try {
            for (int i = 0; i < keys.size(); i++) {
                try {
                    CosmosItemResponse<JsonNode> response = calls.call(keys.get(i), Mono.fromFuture(sent.get(i)),
                            CosmosItemResponse::getRequestCharge);
                    SessionTokens.saw(calls.container, response.getSessionToken());
                    items.add(Optional.ofNullable(response.getItem()));
                } catch (CosmosRefusal e) {
                    if (!e.is(CosmosFailure.NOT_FOUND)) {
                        throw e;
                    }
                    items.add(Optional.empty());
                }
            }
            return items;
        } finally {
            sent.forEach(future -> future.cancel(false)); // none left running past a failure
        }
    }

    /** Creates the item, running {@code postTriggers} in its transaction; a taken id is a {@link CosmosFailure#CONFLICT}. */
    public void create(String key, ObjectNode item, List<String> postTriggers) {
        CosmosItemRequestOptions options = withoutItemBack().setPostTriggerInclude(postTriggers);
        long sent = System.nanoTime();
        calls.written(key, sent, calls.call(key, calls.container.createItem(item, new PartitionKey(key), options),
                CosmosItemResponse::getRequestCharge), item);
    }

    public void create(String key, ObjectNode item) {
        create(key, item, List.of());
    }

    /** Creates or replaces the item, whatever is there. */
    public void upsert(String key, ObjectNode item) {
        long sent = System.nanoTime();
        calls.written(key, sent, calls.call(key, calls.container.upsertItem(item, new PartitionKey(key), withoutItemBack()),
                CosmosItemResponse::getRequestCharge), item);
    }

    /**
     * The options of a write whose item nobody reads back: answered without it (Prefer:
     * return=minimal), so the service does not send, nor the client parse, what the caller just
     * wrote. The client asks for items back by default only because the change feed processor's
     * lease requests need them (the SDK refuses a lease client without) and a transactional batch
     * has no option of its own to ask otherwise in this SDK.
     */
    private static CosmosItemRequestOptions withoutItemBack() {
        return BackgroundWork.mark(new CosmosItemRequestOptions()).setContentResponseOnWriteEnabled(false);
    }

    /** Deletes the item, saying whether there was one: nothing when it is gone already. */
    public boolean delete(String key, String id) {
        try {
            calls.session(calls.call(key, calls.container.deleteItem(id, new PartitionKey(key), BackgroundWork.mark(new CosmosItemRequestOptions())),
                    CosmosItemResponse::getRequestCharge).getSessionToken());
            calls.deleted(key, id);
            return true;
        } catch (CosmosRefusal e) {
            if (!e.is(CosmosFailure.NOT_FOUND)) {
                throw e;
            }
            return false;
        }
    }

    /** Replaces the item; with {@code ifMatch}, only the version with that ETag ({@link CosmosFailure#LOST_RACE} otherwise). */
    public void replace(String key, ObjectNode item, Optional<String> ifMatch) {
        CosmosItemRequestOptions options = withoutItemBack();
        ifMatch.ifPresent(options::setIfMatchETag);
        long sent = System.nanoTime();
        calls.written(key, sent, calls.call(key, calls.container.replaceItem(item, item.get("id").asText(), new PartitionKey(key), options),
                CosmosItemResponse::getRequestCharge), item);
    }

    /** What a conditional patch did. */
    public enum Patch { APPLIED, CONDITION_NOT_MET, NO_SUCH_ITEM }

    /** Patches the item where {@code condition} holds, saying which of the three happened: one operation. */
    public Patch patchWhere(String key, String id, CosmosPatchOperations patch, String condition) {
        try {
            // The caller knows what it wrote: no need to ship the item back.
            long sent = System.nanoTime();
            calls.written(key, sent, patchItem(key, id, patch, condition, false));
            return Patch.APPLIED;
        } catch (CosmosRefusal e) {
            if (e.is(CosmosFailure.NOT_FOUND)) {
                return Patch.NO_SUCH_ITEM;
            }
            if (e.is(CosmosFailure.LOST_RACE)) {
                return Patch.CONDITION_NOT_MET;
            }
            throw e;
        }
    }

    /** Patches the item where {@code condition} holds; empty when there is no such item or it does not hold. */
    public Optional<JsonNode> patch(String key, String id, CosmosPatchOperations patch, String condition) {
        try {
            long sent = System.nanoTime();
            return Optional.of(calls.written(key, sent, patchItem(key, id, patch, condition, true)));
        } catch (CosmosRefusal e) {
            if (e.is(CosmosFailure.NOT_FOUND) || e.is(CosmosFailure.LOST_RACE)) {
                return Optional.empty();
            }
            throw e;
        }
    }

    private CosmosItemResponse<JsonNode> patchItem(String key, String id, CosmosPatchOperations patch, String condition,
            boolean itemBack) {
        CosmosPatchItemRequestOptions options = BackgroundWork.mark(new CosmosPatchItemRequestOptions());
        options.setFilterPredicate(condition);
        options.setContentResponseOnWriteEnabled(itemBack);
        return calls.call(key, calls.container.patchItem(id, new PartitionKey(key), patch, options, JsonNode.class),
                CosmosItemResponse::getRequestCharge);
    }

    /**
     * Runs a transactional batch in one partition: all of it, or nothing and a
     * {@link CosmosRefusal} classified by the operation that failed.
     */
    public List<JsonNode> batch(String key, CosmosBatch batch) {
        return batchCountingRetries(key, batch).items();
    }

    /** What a batch wrote, and how many times the SDK sent it again before that answer (throttled, mostly). */
    public record Batched(List<JsonNode> items, int retries) {
    }

    /**
     * As {@link #batch}, also saying how often the SDK retried it: a partition that throttles its
     * writes tells so (V4's hot posts), before it fails them.
     */
    public Batched batchCountingRetries(String key, CosmosBatch batch) {
        long sent = System.nanoTime();
        CosmosBatchResponse response = calls.call(key, calls.container.executeCosmosBatch(batch),
                CosmosBatchResponse::getRequestCharge);
        calls.session(response.getSessionToken());
        if (!response.isSuccessStatusCode()) {
            // All or nothing: a failed batch wrote nothing, so its payload is no bytes written
            // (its RU were metered by call(): a refusal costs those).
            CosmosBatchOperationResult failed = response.getResults().stream()
                    .filter(result -> result.getStatusCode() != 424).findFirst().orElseThrow();
            throw ContainerCalls.classified(failed.getStatusCode(), failed.getSubStatusCode(), "a batch operation failed",
                    failed.getRetryAfterDuration(), null);
        }
        calls.bytesSent(response.getDiagnostics());
        List<JsonNode> items = new ArrayList<>();
        for (CosmosBatchOperationResult result : response.getResults()) {
            JsonNode item = result.getItem(JsonNode.class);
            items.add(item == null ? null : calls.written(key, sent, item));
        }
        return new Batched(items, retries(response.getDiagnostics()));
    }

    private static int retries(CosmosDiagnostics diagnostics) {
        CosmosDiagnosticsContext context = diagnostics == null ? null : diagnostics.getDiagnosticsContext();
        return context == null ? 0 : context.getRetryCount();
    }

    /**
     * One page of a query in one partition, continued with the SDK's own token wrapped by
     * {@code list}. Cosmos DB may return a page shorter than asked while more remains, so it reads
     * on until the page is full.
     */
    public Page<JsonNode> page(ContinuationScope list, String key, SqlQuerySpec query, PageRequest request) {
        return queries.page(list, key, query, request);
    }

    /** Every result of a query bounded by TOP, in one partition. */
    public List<JsonNode> all(String key, SqlQuerySpec query) {
        return queries.all(key, query);
    }

    /**
     * One page of a query across all partitions (ORDER BY, merged by the SDK from every physical
     * partition), continued with the SDK's own token wrapped by {@code list}; read on until full.
     */
    public Page<JsonNode> pageAcrossPartitions(ContinuationScope list, SqlQuerySpec query, PageRequest request) {
        return queries.page(list, null, query, request);
    }

    /** Every result of a query bounded by TOP, across all partitions. */
    public List<JsonNode> allAcrossPartitions(SqlQuerySpec query) {
        return queries.all(null, query);
    }

    /**
     * Every result of a query across all partitions, held in one list: for small answers, the
     * posts' count and the parked changes in every model, a rename's stale partitions in V2 and V3.
     */
    public List<JsonNode> acrossPartitions(SqlQuerySpec query) {
        List<JsonNode> items = new ArrayList<>();
        queries.acrossPartitions(query, items::add);
        return items;
    }

    /** Every result of a query across all partitions, handed over page by page rather than held: for full scans. */
    public void acrossPartitions(SqlQuerySpec query, Consumer<JsonNode> visitor) {
        queries.acrossPartitions(query, visitor);
    }

    /**
     * Runs a stored procedure in one partition, again when it lost a race for an item to another
     * writer: scripts are transactions that write nothing when they fail. A script that changed
     * the partition's entity item answers its new {@code headRevision}.
     */
    public JsonNode runScript(String key, String script, Object... args) {
        CosmosStoredProcedureRequestOptions options = new CosmosStoredProcedureRequestOptions();
        options.setPartitionKey(new PartitionKey(key));
        for (int attempt = 1; ; attempt++) {
            long sent = System.nanoTime();
            try {
                // The SDK's end-to-end policy does not bound a stored procedure: bounded here.
                CosmosStoredProcedureResponse response = calls.callUnboundedBySdk(key,
                        calls.container.getScripts().getStoredProcedure(script).execute(List.of(args), options),
                        CosmosStoredProcedureResponse::getRequestCharge);
                calls.session(response.getSessionToken());
                calls.bytesSent(response.getDiagnostics());
                JsonNode answer = Json.parse(response.getResponseAsString());
                if (answer.hasNonNull("headRevision")) {
                    calls.entityWritten(key, answer.get("headRevision").asLong(), sent);
                }
                return answer;
            } catch (CosmosRefusal e) {
                if (attempt == SCRIPT_ATTEMPTS || !e.is(CosmosFailure.LOST_RACE)) {
                    throw e;
                }
                LockSupport.parkNanos(Duration.ofMillis(5L * attempt).toNanos());
            }
        }
    }
}
