package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosItemResponse;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.metering.StoreMeter;
import java.time.Duration;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import reactor.core.publisher.Mono;

/**
 * Runs one Cosmos DB operation to its end on the calling thread and records its request charge
 * (RU) and time with the {@link StoreMeter}, also when it fails: a refused request costs RU too.
 */
final class Metered {

    private static final Duration TIMEOUT = Duration.ofSeconds(70);

    private final StoreMeter meter;

    Metered(StoreMeter meter) {
        this.meter = meter;
    }

    /** The response, or null when {@code operation} completed empty. */
    <T> T call(String partition, Mono<T> operation, ToDoubleFunction<T> charge) {
        long start = System.nanoTime();
        try {
            T response = operation.block(TIMEOUT);
            meter.record(partition, response == null ? 0 : charge.applyAsDouble(response), System.nanoTime() - start);
            return response;
        } catch (CosmosException failure) {
            meter.record(partition, failure.getRequestCharge(), System.nanoTime() - start);
            throw failure;
        }
    }

    /** A point read: the item, or empty when there is none (a 404 still costs its charge). */
    Optional<JsonNode> read(String partition, CosmosAsyncContainer container, String id, PartitionKey key) {
        try {
            return Optional.of(call(partition, container.readItem(id, key, JsonNode.class),
                    CosmosItemResponse::getRequestCharge).getItem());
        } catch (CosmosException e) {
            if (is(e, NOT_FOUND)) {
                return Optional.empty();
            }
            throw e;
        }
    }

    static boolean is(CosmosException failure, int status) {
        return failure.getStatusCode() == status;
    }

    static final int BAD_REQUEST = 400;
    static final int NOT_FOUND = 404;
    static final int CONFLICT = 409;
    static final int PRECONDITION_FAILED = 412;

    /** Projection work: tallied apart from any request, into the meter's background total. */
    void background(Runnable work) {
        meter.background(work);
    }
}
