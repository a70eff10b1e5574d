package io.cosmosblog.adapters.cosmos.gateway;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosClientBuilder;
import com.azure.cosmos.CosmosContainerProactiveInitConfigBuilder;
import com.azure.cosmos.models.CosmosContainerIdentity;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Connections opened and caches filled at start, so that the first users' requests do not pay for
 * them. In direct mode with preferred regions, the SDK opens the replicas' TCP connections of
 * every container of the model in the first preferred region while the client is built (it needs
 * the regions to know where; a container not created yet is only a WARN line of the SDK's). In
 * every mode, provisioning has read each container's properties by then (and opened the gateway's
 * connections), and each container's partition key ranges are read here, which fills the SDK's
 * routing map that every data request looks up.
 */
public final class ConnectionWarmup {

    private static final Logger LOG = LoggerFactory.getLogger(ConnectionWarmup.class);

    private ConnectionWarmup() {
    }

    /**
     * Before the client is built, in direct mode with preferred regions: connections to
     * {@code containers} of {@code database} in the first preferred region.
     */
    public static void openConnections(CosmosClientBuilder builder, String database, List<String> containers) {
        builder.openConnectionsAndInitCaches(new CosmosContainerProactiveInitConfigBuilder(containers.stream()
                .map(name -> new CosmosContainerIdentity(database, name)).toList())
                .setProactiveConnectionRegionsCount(1)
                .build());
    }

    /** Once the containers exist: each one's routing map. A failure here only costs the first request the same read. */
    public static void readRoutingMaps(Collection<CosmosAsyncContainer> containers, Duration timeout) {
        for (CosmosAsyncContainer container : containers) {
            try {
                // a metadata request: the SDK's end-to-end policy does not bound it
                container.getFeedRanges().block(timeout);
            } catch (RuntimeException e) {
                LOG.warn("could not read the partition key ranges of {} at start: {}", container.getId(), e.toString());
            }
        }
    }
}
