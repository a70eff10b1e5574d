package io.cosmosblog.adapters.cosmos.model;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.port.StorageHealth;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Ready when a point read of a probe item answers (found or not): the account is reachable, the
 * key is accepted and the container is there. A data-plane read (1 RU), not a read of the
 * database, whose metadata requests Cosmos DB rate-limits apart and far lower. The probe reads
 * the leases container, or in the V1 model, which has none, the parked changes' container.
 * Warnings come from the parts that keep copies of their own ({@link #withWarning}).
 */
public final class CosmosHealth implements StorageHealth {

    private static final String PROBE = "health-probe";
    private static final int NOT_FOUND = 404;
    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    private final CosmosAsyncContainer probe;
    private final List<Supplier<Optional<String>>> warnings;

    /** @param probe the container whose probe item is read */
    public CosmosHealth(CosmosAsyncContainer probe) {
        this(probe, List.of());
    }

    private CosmosHealth(CosmosAsyncContainer probe, List<Supplier<Optional<String>>> warnings) {
        this.probe = probe;
        this.warnings = List.copyOf(warnings);
    }

    /** The same, warning also while {@code warning} has something to say. */
    public CosmosHealth withWarning(Supplier<Optional<String>> warning) {
        List<Supplier<Optional<String>>> more = new ArrayList<>(warnings);
        more.add(warning);
        return new CosmosHealth(probe, more);
    }

    @Override
    public List<String> warnings() {
        return warnings.stream().map(Supplier::get).flatMap(Optional::stream).toList();
    }

    @Override
    public boolean isReady() {
        try {
            probe.readItem(PROBE, new PartitionKey(PROBE), JsonNode.class).block(TIMEOUT);
            return true;
        } catch (CosmosException e) {
            return e.getStatusCode() == NOT_FOUND && e.getSubStatusCode() == 0;
        } catch (RuntimeException unreachable) {
            return false;
        }
    }
}
