package io.cosmosblog.adapters.cosmos.gateway;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosDiagnostics;
import com.azure.cosmos.CosmosDiagnosticsContext;
import com.azure.cosmos.CosmosEndToEndOperationLatencyPolicyConfig;
import com.azure.cosmos.CosmosEndToEndOperationLatencyPolicyConfigBuilder;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosItemResponse;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.port.CommitDeadline;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.Exceptions;
import reactor.core.publisher.Mono;

/**
 * What every call of one container's gateway goes through, point operation or query: it runs to
 * its end on the calling thread within the timeout (the SDK's, {@link EndToEndTimeout}) and is
 * metered (RU and time, failures too: a refusal costs RU); its failure is classified once
 * ({@link CosmosFailure}); the session token it hands back is kept; and the entity items it wrote
 * are reported to {@link EntityWrites}.
 *
 * <p>Within a write's {@link CommitDeadline}, every call is also cut when the deadline comes, and
 * one that would start after it is refused before it is sent. That cut is a timer of ours (the
 * subscription cancelled, the SDK's retries with it), not the SDK's policy: it must bound every
 * kind of call alike, and a transactional batch's options take no policy in this SDK.
 */
final class ContainerCalls {

    static final Duration BUSY_RETRY_AFTER = Duration.ofSeconds(1);

    private static final Logger LOG = LoggerFactory.getLogger(ContainerCalls.class);
    private static final int READ_SESSION_NOT_AVAILABLE = 1002;
    private static final int END_TO_END_TIMEOUT = 20_008;

    /**
     * How long a read presenting a client's session token may wait for a replica to reach it before
     * it runs without: the service (or the SDK in direct mode) would wait about 5 s per attempt, a
     * request thread held per crafted header. The SDK's own end-to-end bound, so its retries count too.
     */
    static final Duration CLIENT_SESSION_WAIT = Duration.ofSeconds(1);
    static final CosmosEndToEndOperationLatencyPolicyConfig CLIENT_SESSION_BOUND =
            new CosmosEndToEndOperationLatencyPolicyConfigBuilder(CLIENT_SESSION_WAIT).build();

    final CosmosAsyncContainer container;
    private final Duration timeout;
    private final String name;
    private final FeedRanges ranges;
    private String meteredName;
    private final StorageMeter meter;
    private final String entityType;
    private final EntityWrites entityWrites;
    private String otherType;
    private String otherId;
    private ReadYourWrites sessions = new ReadYourWrites();

    ContainerCalls(CosmosAsyncContainer container, Duration timeout, StorageMeter meter, String entityType,
            EntityWrites entityWrites) {
        this.container = container;
        this.timeout = timeout;
        this.name = container.getId();
        this.meteredName = name;
        this.ranges = new FeedRanges(container, timeout);
        this.meter = meter;
        this.entityType = entityType;
        this.entityWrites = entityWrites;
    }

    /**
     * Names this container's partitions {@code logicalName/key} in the meter (and in the entity writes
     * reported), whatever the container's own name: every data model's posts are "posts" there,
     * so their figures compare.
     */
    void meterAs(String logicalName) {
        this.meteredName = logicalName;
    }

    /** Items of {@code type}, each its partition's {@code id}, reported as entity items (V4's like shard counters). */
    void watchAlso(String type, String id) {
        this.otherType = type;
        this.otherId = id;
    }

    void useSessions(ReadYourWrites readYourWrites) {
        this.sessions = readYourWrites;
    }

    /**
     * The session token the client presented for this container, for a read to see its writes,
     * raised to what this instance has seen ({@link SessionTokens}): a client's token adds to
     * the instance's session, never takes from it. One the service could not parse is dropped here
     * (and not handed back), for this container only.
     */
    Optional<String> presentedSession() {
        Optional<String> presented = sessions.presented(name);
        if (presented.isPresent() && !SessionTokens.isWellFormed(presented.get())) {
            sessions.forget(name);
            return Optional.empty();
        }
        return presented.map(token -> SessionTokens.atLeastSeen(container, token));
    }

    /**
     * A read in the client's session, which {@code read} bounds by {@link #CLIENT_SESSION_BOUND}
     * when there is one. When the store answers that it is not at that session (404/1002) or does
     * not reach it within the bound, the token is ahead of the store (a recreated or restored
     * container, another account's token, a crafted one) or of every replica in reach: the read
     * runs once more without it, in the SDK's own session (at least this instance's), and the
     * client gets this read's token in place of its own, so it recovers at once instead of being
     * answered 503 for as long as it keeps the token.
     */
    <T> T readInSession(Function<Optional<String>, T> read, Function<T, String> sessionTokenOf) {
        Optional<String> presented = presentedSession();
        T answer;
        try {
            answer = read.apply(presented);
        } catch (StorageBusyException e) {
            if (presented.isEmpty() || !sessionNotReached(e.getCause())) {
                throw e;
            }
            LOG.info("a session token for {} is ahead of the store or took longer than {} ms to reach; read without it,"
                    + " and a fresh one handed back", name, CLIENT_SESSION_WAIT.toMillis());
            sessions.forget(name);
            T fresh = read.apply(Optional.empty());
            session(sessionTokenOf.apply(fresh));
            return fresh;
        }
        SessionTokens.saw(container, answer == null ? null : sessionTokenOf.apply(answer));
        return answer;
    }

    private static boolean sessionNotReached(Throwable cause) {
        return cause instanceof CosmosException c && (c.getStatusCode() == 404 && c.getSubStatusCode() == READ_SESSION_NOT_AVAILABLE
                || c.getStatusCode() == 408 && c.getSubStatusCode() == END_TO_END_TIMEOUT);
    }

    /**
     * The response, or null when {@code operation} completed empty; metered also when it fails.
     * {@code key} null: a query across partitions, metered as one operation per physical partition.
     * The SDK's end-to-end policy bounds it ({@link EndToEndTimeout}): point operations, query
     * pages and transactional batches only.
     */
    <T> T call(String key, Mono<T> operation, ToDoubleFunction<T> charge) {
        return call(key, operation, charge, false);
    }

    /** As {@link #call(String, Mono, ToDoubleFunction)}, for an operation the SDK does not bound (a stored procedure): bounded here. */
    <T> T callUnboundedBySdk(String key, Mono<T> operation, ToDoubleFunction<T> charge) {
        return call(key, operation, charge, true);
    }

    private <T> T call(String key, Mono<T> operation, ToDoubleFunction<T> charge, boolean boundHere) {
        List<String> partitions = key == null ? ranges.names(meteredName) : List.of(partition(key));
        Optional<Duration> left = CommitDeadline.timeLeft();
        if (left.isPresent() && (left.get().isNegative() || left.get().isZero())) {
            throw CommitDeadline.missed(null);
        }
        boolean cutByDeadline = left.isPresent() && left.get().compareTo(timeout) < 0;
        Mono<T> bounded = cutByDeadline ? operation.timeout(left.get()) : boundHere ? operation.timeout(timeout) : operation;
        long start = System.nanoTime();
        try {
            T response = bounded.block();
            record(partitions, response == null ? 0 : charge.applyAsDouble(response), System.nanoTime() - start);
            return response;
        } catch (CosmosException failure) {
            record(partitions, failure.getRequestCharge(), System.nanoTime() - start);
            throw classified(failure.getStatusCode(), failure.getSubStatusCode(), failure.getMessage(),
                    failure.getRetryAfterDuration(), failure);
        } catch (RuntimeException failure) {
            if (Exceptions.unwrap(failure) instanceof TimeoutException) {
                record(partitions, 0, System.nanoTime() - start);
                if (cutByDeadline) {
                    throw CommitDeadline.missed(failure);
                }
                throw new StorageBusyException("Cosmos DB did not answer within " + timeout, BUSY_RETRY_AFTER, failure);
            }
            throw failure;
        }
    }

    /**
     * One operation per partition read. A query across partitions reads every physical partition
     * (the SDK sends one request per range, in parallel, and reports their charges summed): its
     * charge and time are split evenly among them, so the totals stay what the SDK reported.
     */
    private void record(List<String> partitions, double charge, long nanos) {
        int n = partitions.size();
        for (String partition : partitions) {
            meter.record(partition, charge / n, nanos / n);
        }
    }

    /**
     * A write's item, after its session token, payload size and (for a entity item) revision were
     * taken note of; {@code sentNanos} is when the write was sent ({@link EntityWrites}).
     */
    JsonNode written(String key, long sentNanos, CosmosItemResponse<? extends JsonNode> response) {
        session(response.getSessionToken());
        bytesSent(response.getDiagnostics());
        return written(key, sentNanos, response.getItem());
    }

    /** A write answered without its item: the revision of an entity item is the one {@code item} sent. */
    void written(String key, long sentNanos, CosmosItemResponse<?> response, JsonNode item) {
        session(response.getSessionToken());
        bytesSent(response.getDiagnostics());
        written(key, sentNanos, item);
    }

    JsonNode written(String key, long sentNanos, JsonNode item) {
        String type = item == null ? null : item.path("type").asText();
        if (entityWrites != null && item != null && (entityType.equals(type) || type.equals(otherType))) {
            entityWrites.written(partition(key), item.get("revision").asLong(), sentNanos);
        }
        return item;
    }

    /** The item {@code id} of the partition was deleted: when it was the entity item (its id is the key), reported. */
    void deleted(String key, String id) {
        if (entityWrites != null && (key.equals(id) || id.equals(otherId))) {
            entityWrites.deleted(partition(key));
        }
    }

    /** A script changed the partition's entity item: reported as a write of it. */
    void entityWritten(String key, long revision, long sentNanos) {
        if (entityWrites != null) {
            entityWrites.written(partition(key), revision, sentNanos);
        }
    }

    /**
     * What a write sent the store, as the SDK measured it: the cost figure that grows with what is
     * written. Only for a write that succeeded: a refused one (a conflict, a failed condition, no
     * such item, a failed batch) wrote nothing and adds nothing here, whatever it sent.
     */
    void bytesSent(CosmosDiagnostics diagnostics) {
        CosmosDiagnosticsContext context = diagnostics == null ? null : diagnostics.getDiagnosticsContext();
        if (context != null) {
            meter.written(context.getMaxRequestPayloadSizeInBytes());
        }
    }

    void session(String token) {
        SessionTokens.saw(container, token);
        if (token != null && SessionTokens.isWellFormed(token)) {
            sessions.written(name, sessions.presented(name).map(held -> SessionTokens.merge(held, token)).orElse(token));
        }
    }

    private String partition(String key) {
        return PartitionNames.of(meteredName, key);
    }

    /** Throttling and outages become {@link StorageBusyException}, the rest a {@link CosmosRefusal}. */
    static RuntimeException classified(int status, int subStatus, String message, Duration retryAfter,
            CosmosException cause) {
        CosmosFailure kind = CosmosFailure.of(status, subStatus, message);
        if (kind == CosmosFailure.GONE) {
            LOG.error("Cosmos DB says a container or database this service uses is gone ({}/{} {}): deleted or recreated"
                    + " under it; answering 503 until it is back", status, subStatus, message);
            return new StorageBusyException("a Cosmos DB container or database is gone (" + status + "/" + subStatus + ")",
                    BUSY_RETRY_AFTER, cause);
        }
        if (kind == CosmosFailure.BUSY) {
            return new StorageBusyException("Cosmos DB is busy or unavailable (" + status + "/" + subStatus + ")",
                    retryAfter == null || retryAfter.isZero() ? BUSY_RETRY_AFTER : retryAfter, cause);
        }
        return new CosmosRefusal(kind, status + "/" + subStatus + " " + message, cause);
    }
}
