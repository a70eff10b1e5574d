package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosClientBuilder;
import com.azure.cosmos.CosmosContainerProactiveInitConfigBuilder;
import com.azure.cosmos.models.CosmosContainerIdentity;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec;
import io.cosmosblog.adapters.cosmos.provisioning.ModelDeclaration;
import java.time.Duration;
import java.util.Collection;
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
final class ConnectionWarmup {

    private static final Logger LOG = LoggerFactory.getLogger(ConnectionWarmup.class);

    private ConnectionWarmup() {
    }

    /** Before the client is built: in direct mode, connections to every container of {@code model}. */
    static void openConnections(CosmosClientBuilder builder, CosmosSettings settings, ModelDeclaration model) {
        if (settings.gatewayMode() || settings.preferredRegions().isEmpty()) {
            return;
        }
        builder.openConnectionsAndInitCaches(new CosmosContainerProactiveInitConfigBuilder(model.containers().stream()
                .map(ContainerSpec::name).map(name -> new CosmosContainerIdentity(settings.database(), name)).toList())
                .setProactiveConnectionRegionsCount(1)
                .build());
    }

    /** Once the containers exist: each one's routing map. A failure here only costs the first request the same read. */
    static void readRoutingMaps(Collection<CosmosAsyncContainer> containers, Duration timeout) {
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
