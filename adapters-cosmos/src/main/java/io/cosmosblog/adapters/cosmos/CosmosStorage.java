package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncClient;
import com.azure.cosmos.CosmosClientBuilder;
import com.azure.cosmos.ThrottlingRetryOptions;
import com.azure.cosmos.models.CosmosClientTelemetryConfig;
import com.azure.cosmos.models.CosmosMicrometerMetricsOptions;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.paging.PagedList;
import io.cosmosblog.application.projection.ProjectionAttempts;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.StoragePorts;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

/**
 * Every storage port on Azure Cosmos DB, in the article's V3 model. Creating it creates what is
 * missing (database, containers, scripts); closing it stops the projections and the client.
 */
public final class CosmosStorage implements BlogStorage {

    private static final int PROJECTION_ATTEMPTS = 5;

    private final CosmosAsyncClient client;
    private final StoragePorts ports;

    public CosmosStorage(CosmosSettings settings, StoreMeter meter) {
        this(settings, meter, null);
    }

    /** With the SDK's own metrics (operations, latencies, status codes, RU) bound to {@code registry}. */
    public CosmosStorage(CosmosSettings settings, StoreMeter meter, MeterRegistry registry) {
        this.client = client(settings, registry);
        try {
            Containers containers = Containers.ensure(client, settings.database());
            Scripts.register(containers);
            this.ports = ports(containers, settings, meter);
        } catch (RuntimeException e) {
            client.close();
            throw e;
        }
    }

    private static StoragePorts ports(Containers containers, CosmosSettings settings, StoreMeter meter) {
        Unprojected unprojected = new Unprojected();
        ContainerGateway users = ContainerGateway.watched(containers.users(), settings.requestTimeout(), meter, UserItems.TYPE, unprojected);
        ContainerGateway posts = ContainerGateway.watched(containers.posts(), settings.requestTimeout(), meter, PostItems.TYPE, unprojected);
        ContainerGateway feed = ContainerGateway.copies(containers.feed(), settings.requestTimeout(), meter);
        CosmosParkedChanges parked = new CosmosParkedChanges(
                ContainerGateway.copies(containers.deadLetters(), settings.requestTimeout(), meter));
        ProjectionAttempts attempts = new ProjectionAttempts(parked, PROJECTION_ATTEMPTS, Duration.ofMillis(20), Clock.systemUTC());
        return new StoragePorts(
                new CosmosUsers(users),
                new CosmosPosts(posts),
                new CosmosComments(new PostReactions<>(posts, ReactionItems.COMMENTS, PagedList::commentsOn)),
                new CosmosLikes(new PostReactions<>(posts, ReactionItems.LIKES, PagedList::likesOn)),
                new CosmosUserPostsView(users, new SummaryCopies(users, List.of())),
                new CosmosFeedView(feed, new SummaryCopies(feed, List.of(Scripts.TRUNCATE_FEED))),
                new CosmosAuthorNameCopies(posts),
                new CosmosProjectionDelivery(containers, settings, unprojected, meter, attempts),
                parked,
                new CosmosHealth(containers));
    }

    private static CosmosAsyncClient client(CosmosSettings settings, MeterRegistry registry) {
        CosmosClientBuilder builder = new CosmosClientBuilder()
                .endpoint(settings.endpoint())
                .key(settings.key())
                .endpointDiscoveryEnabled(settings.endpointDiscovery())
                // The change feed processors' lease client needs written items back (it checks).
                .contentResponseOnWriteEnabled(true)
                // 429s are retried by the SDK, waiting as the service asks, but never past the
                // request's time limit: then the client is told to come back (503, Retry-After).
                .throttlingRetryOptions(new ThrottlingRetryOptions()
                        .setMaxRetryAttemptsOnThrottledRequests(9)
                        .setMaxRetryWaitTime(settings.requestTimeout()));
        // Unset, the client uses the account's default; a level the account does not allow is refused at start.
        settings.consistencyLevel().ifPresent(builder::consistencyLevel);
        if (registry != null) {
            builder.clientTelemetryConfig(new CosmosClientTelemetryConfig()
                    .metricsOptions(new CosmosMicrometerMetricsOptions().meterRegistry(registry)));
        }
        return (settings.gatewayMode() ? builder.gatewayMode() : builder.directMode()).buildAsyncClient();
    }

    @Override
    public StoragePorts ports() {
        return ports;
    }

    @Override
    public void close() {
        try {
            ports.projectionDelivery().stop(Duration.ofSeconds(10));
        } finally {
            client.close();
        }
    }
}
