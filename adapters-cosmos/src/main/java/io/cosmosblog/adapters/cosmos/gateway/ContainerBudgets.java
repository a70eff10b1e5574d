package io.cosmosblog.adapters.cosmos.gateway;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosAsyncDatabase;
import com.azure.cosmos.models.ThroughputProperties;
import com.azure.cosmos.models.ThroughputResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Supplier;
import reactor.core.publisher.Mono;

/** What each container may spend: its physical partitions and its RU/s, as the account says now. */
public final class ContainerBudgets {

    private ContainerBudgets() {
    }

    /** Each container, by name, with its physical partitions (the SDK's feed ranges). */
    public static Map<String, Integer> physicalPartitions(List<CosmosAsyncContainer> containers, Duration timeout) {
        Map<String, Integer> partitions = new LinkedHashMap<>();
        containers.forEach(container -> partitions.put(container.getId(), container.getFeedRanges().block(timeout).size()));
        return partitions;
    }

    /** Each container, by name, with its RU/s: its own (autoscale: the maximum), else its database's; empty where none is said. */
    public static Map<String, OptionalInt> throughput(CosmosAsyncDatabase database, List<CosmosAsyncContainer> containers,
            Duration timeout) {
        OptionalInt shared = throughput(database::readThroughput, timeout);
        Map<String, OptionalInt> throughput = new LinkedHashMap<>();
        for (CosmosAsyncContainer container : containers) {
            OptionalInt own = throughput(container::readThroughput, timeout);
            throughput.put(container.getId(), own.isPresent() ? own : shared);
        }
        return throughput;
    }

    /** The RU/s a throughput read answers (autoscale: its maximum); empty where there are none or the account will not say. */
    private static OptionalInt throughput(Supplier<Mono<ThroughputResponse>> read, Duration timeout) {
        try {
            ThroughputResponse response = read.get().block(timeout);
            ThroughputProperties properties = response == null ? null : response.getProperties();
            if (properties == null) {
                return OptionalInt.empty();
            }
            Integer manual = properties.getManualThroughput();
            int autoscale = properties.getAutoscaleMaxThroughput();
            return autoscale > 0 ? OptionalInt.of(autoscale) : manual == null ? OptionalInt.empty() : OptionalInt.of(manual);
        } catch (RuntimeException none) {
            // 404 (no throughput of its own, or shared none), or the test server, which serves no offers
            return OptionalInt.empty();
        }
    }
}
