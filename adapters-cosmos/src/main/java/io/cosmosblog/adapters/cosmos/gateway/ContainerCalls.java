package io.cosmosblog.adapters.cosmos.gateway;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosDiagnostics;
import com.azure.cosmos.CosmosDiagnosticsContext;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosItemResponse;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.storage.Partitions;
import io.cosmosblog.application.storage.ReadYourWrites;
import io.cosmosblog.application.storage.StorageBusyException;
import io.cosmosblog.application.storage.StorageMeter;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import java.util.function.ToDoubleFunction;
import reactor.core.Exceptions;
import reactor.core.publisher.Mono;

/**
 * What every call of one container's gateway goes through, point operation or query: it runs to
 * its end on the calling thread within the timeout and is metered (RU and time, failures too: a
 * refusal costs RU); its failure is classified once ({@link CosmosFailure}); the session token it
 * hands back is kept; and the head items it wrote are reported to {@link HeadWrites}.
 */
final class ContainerCalls {

    static final Duration BUSY_RETRY_AFTER = Duration.ofSeconds(1);

    final CosmosAsyncContainer container;
    private final Duration timeout;
    private final String name;
    private final StorageMeter meter;
    private final String headType;
    private final HeadWrites headWrites;
    private ReadYourWrites sessions = new ReadYourWrites();

    ContainerCalls(CosmosAsyncContainer container, Duration timeout, StorageMeter meter, String headType,
            HeadWrites headWrites) {
        this.container = container;
        this.timeout = timeout;
        this.name = container.getId();
        this.meter = meter;
        this.headType = headType;
        this.headWrites = headWrites;
    }

    void useSessions(ReadYourWrites readYourWrites) {
        this.sessions = readYourWrites;
    }

    /** The session token the client presented for this container, for a read to see its writes. */
    Optional<String> presentedSession() {
        return sessions.presented(name);
    }

    /** The response, or null when {@code operation} completed empty; metered also when it fails. */
    <T> T call(String key, Mono<T> operation, ToDoubleFunction<T> charge) {
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

    /** A write's item, after its session token, payload size and (for a head item) revision were taken note of. */
    JsonNode written(String key, CosmosItemResponse<? extends JsonNode> response) {
        session(response.getSessionToken());
        bytesSent(response.getDiagnostics());
        return written(key, response.getItem());
    }

    JsonNode written(String key, JsonNode item) {
        if (headWrites != null && item != null && headType.equals(item.path("type").asText())) {
            headWrites.written(partition(key), item.get("revision").asLong());
        }
        return item;
    }

    /** A script changed the partition's head item: reported as a write of it. */
    void headWritten(String key, long revision) {
        if (headWrites != null) {
            headWrites.written(partition(key), revision);
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
        if (!SessionTokens.isEmpty(token)) {
            sessions.written(name, sessions.presented(name).map(held -> SessionTokens.merge(held, token)).orElse(token));
        }
    }

    private String partition(String key) {
        return Partitions.of(name, key);
    }

    /** Throttling and outages become {@link StorageBusyException}, the rest a {@link CosmosRefusal}. */
    static RuntimeException classified(int status, int subStatus, String message, Duration retryAfter,
            CosmosException cause) {
        CosmosFailure kind = CosmosFailure.of(status, subStatus, message);
        if (kind == CosmosFailure.BUSY) {
            return new StorageBusyException("Cosmos DB is busy or unavailable (" + status + "/" + subStatus + ")",
                    retryAfter == null || retryAfter.isZero() ? BUSY_RETRY_AFTER : retryAfter, cause);
        }
        return new CosmosRefusal(kind, status + "/" + subStatus + " " + message, cause);
    }
}
