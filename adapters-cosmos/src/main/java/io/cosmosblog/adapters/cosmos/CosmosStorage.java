package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncClient;
import com.azure.cosmos.CosmosClientBuilder;
import com.azure.cosmos.CosmosDiagnosticsHandler;
import com.azure.cosmos.CosmosDiagnosticsThresholds;
import com.azure.cosmos.ThrottlingRetryOptions;
import com.azure.cosmos.models.CosmosClientTelemetryConfig;
import com.azure.cosmos.models.CosmosMicrometerMetricsOptions;
import com.azure.identity.DefaultAzureCredentialBuilder;
import io.cosmosblog.adapters.cosmos.changefeed.CosmosProjectionDelivery;
import io.cosmosblog.adapters.cosmos.changefeed.NothingToProject;
import io.cosmosblog.adapters.cosmos.changefeed.PendingWrites;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.HeadItems;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.adapters.cosmos.mirror.FeedChanges;
import io.cosmosblog.adapters.cosmos.mirror.MirroredFeedView;
import io.cosmosblog.adapters.cosmos.ports.CosmosAuthorNameCopies;
import io.cosmosblog.adapters.cosmos.ports.CosmosFeedView;
import io.cosmosblog.adapters.cosmos.ports.CosmosHealth;
import io.cosmosblog.adapters.cosmos.ports.CosmosParkedChanges;
import io.cosmosblog.adapters.cosmos.ports.CosmosPosts;
import io.cosmosblog.adapters.cosmos.ports.CosmosReactions;
import io.cosmosblog.adapters.cosmos.ports.CosmosUserPostsView;
import io.cosmosblog.adapters.cosmos.ports.CosmosUsers;
import io.cosmosblog.adapters.cosmos.ports.NormalizedPosts;
import io.cosmosblog.adapters.cosmos.ports.NormalizedReactions;
import io.cosmosblog.adapters.cosmos.ports.QueriedFeed;
import io.cosmosblog.adapters.cosmos.ports.QueriedUserPosts;
import io.cosmosblog.adapters.cosmos.provisioning.Containers;
import io.cosmosblog.adapters.cosmos.provisioning.Provisioner;
import io.cosmosblog.adapters.cosmos.provisioning.Provisioning;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.DataModel;
import io.cosmosblog.application.storage.FeedView;
import io.cosmosblog.application.storage.StoragePorts;
import io.cosmosblog.application.storage.UserPostsView;
import io.cosmosblog.application.storage.metering.Partitions;
import io.cosmosblog.application.storage.metering.StorageMeter;
import io.cosmosblog.application.storage.plumbing.ContinuationScope;
import io.cosmosblog.application.storage.plumbing.ProjectionAttempts;
import io.cosmosblog.application.storage.plumbing.ReadYourWrites;
import io.micrometer.core.instrument.MeterRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.Properties;

/**
 * Every storage port on Azure Cosmos DB, in one of the article's three data models (V3 unless
 * told otherwise), each in containers of its own ({@link Containers}). Creating it creates what is
 * missing (database, containers, scripts) and fixes indexing policies, or with
 * {@link Provisioning#VERIFY} only checks that all of it is there; closing it stops the projections and the client.
 */
public final class CosmosStorage implements BlogStorage {

    private static final int PROJECTION_ATTEMPTS = 5;
    static final Duration SLOW_POINT_OPERATION = Duration.ofMillis(100);
    static final Duration SLOW_OTHER_OPERATION = Duration.ofMillis(500);
    static final float DEAR_OPERATION_RU = 100;
    static final String USER_AGENT_SUFFIX = userAgentSuffix();

    private final CosmosAsyncClient client;
    private final StoragePorts ports;
    private final Optional<MirroredFeedView> feed;

    public CosmosStorage(CosmosSettings settings, StorageMeter meter) {
        this(settings, meter, null);
    }

    /** With the SDK's own metrics (operations, latencies, status codes, RU) bound to {@code registry}. */
    public CosmosStorage(CosmosSettings settings, StorageMeter meter, MeterRegistry registry) {
        this(settings, meter, registry, new ReadYourWrites());
    }

    /** With each request's session tokens taken from, and handed back through, {@code readYourWrites}. */
    public CosmosStorage(CosmosSettings settings, StorageMeter meter, MeterRegistry registry, ReadYourWrites readYourWrites) {
        this(settings, meter, registry, readYourWrites, DataModel.V3);
    }

    /** In the data model {@code model}, in that model's containers. */
    public CosmosStorage(CosmosSettings settings, StorageMeter meter, MeterRegistry registry, ReadYourWrites readYourWrites,
            DataModel model) {
        this.client = client(settings, registry);
        try {
            Containers containers = Provisioner.open(client, settings.database(), model, settings.provisioning(),
                    settings.throughput());
            this.feed = containers.feed().map(feedContainer -> new MirroredFeedView(
                    new CosmosFeedView(ContainerGateway.copies(feedContainer, settings.requestTimeout(), meter)),
                    new FeedChanges(feedContainer), settings.feedPollDelay(), copyTrustedFor(settings.feedPollDelay())));
            this.ports = model == DataModel.V1
                    ? normalizedPorts(containers, settings, meter, readYourWrites)
                    : ports(containers, settings, meter, readYourWrites, feed);
        } catch (RuntimeException e) {
            client.close();
            throw e;
        }
    }

    /**
     * How long after its last successful pull the in-memory copy of the feed still answers: a few
     * pulls may fail (a throttled moment) before the front page goes back to the store.
     */
    static Duration copyTrustedFor(Duration pollDelay) {
        return pollDelay.multipliedBy(4).plusSeconds(1);
    }

    /**
     * V2 and V3: names and counts on the posts, kept by batches and the change feed. V3 also keeps
     * the views ({@code feed}, and the user post copies beside the users); V2 queries the posts instead.
     */
    private static StoragePorts ports(Containers containers, CosmosSettings settings, StorageMeter meter,
            ReadYourWrites readYourWrites, Optional<MirroredFeedView> feed) {
        PendingWrites pending = new PendingWrites();
        ContainerGateway users = ContainerGateway.watched(containers.users(), settings.requestTimeout(), meter,
                HeadItems.USERS.type(), pending).meteredAs(Partitions.USERS).withSessions(readYourWrites);
        ContainerGateway posts = ContainerGateway.watched(containers.posts(), settings.requestTimeout(), meter,
                HeadItems.POSTS.type(), pending).meteredAs(Partitions.POSTS).withSessions(readYourWrites);
        UserPostsView userPosts = containers.model().keepsViews()
                ? new CosmosUserPostsView(users) : QueriedUserPosts.denormalized(posts);
        FeedView latest = feed.<FeedView>map(copy -> copy).orElseGet(() -> QueriedFeed.denormalized(posts));
        CosmosParkedChanges parked = new CosmosParkedChanges(
                ContainerGateway.copies(containers.deadLetters(), settings.requestTimeout(), meter));
        ProjectionAttempts attempts = new ProjectionAttempts(parked, PROJECTION_ATTEMPTS, Duration.ofMillis(20), Clock.systemUTC());
        return new StoragePorts(
                new CosmosUsers(users),
                new CosmosPosts(posts),
                new CosmosReactions<>(posts, ReactionItems.COMMENTS, ContinuationScope::commentsOn),
                new CosmosReactions<>(posts, ReactionItems.LIKES, ContinuationScope::likesOn),
                userPosts,
                latest,
                new CosmosAuthorNameCopies(posts),
                new CosmosProjectionDelivery(containers, new CosmosProjectionDelivery.ProcessorSettings(
                        settings.hostName(), settings.feedPollDelay(), settings.leaseExpiry()), pending, meter, attempts),
                parked,
                new CosmosHealth(containers));
    }

    /**
     * V1: users and posts stored once, nothing copied, so nothing projected: each read looks up
     * what V2 and V3 copy (names, counts), and the views are queries across the posts.
     */
    private static StoragePorts normalizedPorts(Containers containers, CosmosSettings settings, StorageMeter meter,
            ReadYourWrites readYourWrites) {
        ContainerGateway users = ContainerGateway.unwatched(containers.users(), settings.requestTimeout(), meter)
                .meteredAs(Partitions.USERS).withSessions(readYourWrites);
        ContainerGateway posts = ContainerGateway.unwatched(containers.posts(), settings.requestTimeout(), meter)
                .meteredAs(Partitions.POSTS).withSessions(readYourWrites);
        return new StoragePorts(
                new CosmosUsers(users),
                new NormalizedPosts(users, posts),
                new NormalizedReactions<>(users, posts, ReactionItems.COMMENTS, ContinuationScope::commentsOn),
                new NormalizedReactions<>(users, posts, ReactionItems.LIKES, ContinuationScope::likesOn),
                QueriedUserPosts.normalized(users, posts),
                QueriedFeed.normalized(users, posts),
                // No copy of a name anywhere: a rename is the user item's replace, and that is all.
                user -> { },
                new NothingToProject(),
                new CosmosParkedChanges(ContainerGateway.copies(containers.deadLetters(), settings.requestTimeout(), meter)),
                new CosmosHealth(containers));
    }

    private static CosmosAsyncClient client(CosmosSettings settings, MeterRegistry registry) {
        CosmosClientBuilder builder = new CosmosClientBuilder()
                .endpoint(settings.endpoint())
                .endpointDiscoveryEnabled(settings.endpointDiscovery())
                .userAgentSuffix(USER_AGENT_SUFFIX)
                // The change feed processors' lease client needs written items back (it checks).
                .contentResponseOnWriteEnabled(true)
                // 429s are retried by the SDK, waiting as the service asks, but never past the
                // request's time limit: then the client is told to come back (503, Retry-After).
                .throttlingRetryOptions(new ThrottlingRetryOptions()
                        .setMaxRetryAttemptsOnThrottledRequests(9)
                        .setMaxRetryWaitTime(settings.requestTimeout()))
                .clientTelemetryConfig(telemetry(registry));
        // Without a key: Microsoft Entra ID (environment, workload or managed identity, Azure CLI, ...),
        // which needs a data-plane role on the account (docs/AZURE.md).
        settings.accountKey().ifPresentOrElse(builder::key, () -> builder.credential(
                settings.identity().orElseGet(() -> new DefaultAzureCredentialBuilder().build())));
        if (!settings.preferredRegions().isEmpty()) {
            builder.preferredRegions(settings.preferredRegions());
        }
        // Unset, the client uses the account's default; a level the account does not allow is refused at start.
        settings.consistencyLevel().ifPresent(builder::consistencyLevel);
        return (settings.gatewayMode() ? builder.gatewayMode() : builder.directMode()).buildAsyncClient();
    }

    /**
     * Operations slower or dearer than the thresholds, and failures, are logged with their full
     * diagnostics by the SDK's logging handler (logger {@code com.azure.cosmos.CosmosDiagnosticsLogger}:
     * thresholds at INFO, failures at ERROR); with a registry, the SDK's own metrics go there too.
     */
    private static CosmosClientTelemetryConfig telemetry(MeterRegistry registry) {
        CosmosClientTelemetryConfig telemetry = new CosmosClientTelemetryConfig()
                .diagnosticsThresholds(new CosmosDiagnosticsThresholds()
                        .setPointOperationLatencyThreshold(SLOW_POINT_OPERATION)
                        .setNonPointOperationLatencyThreshold(SLOW_OTHER_OPERATION)
                        .setRequestChargeThreshold(DEAR_OPERATION_RU))
                .diagnosticsHandler(CosmosDiagnosticsHandler.DEFAULT_LOGGING_HANDLER);
        if (registry != null) {
            telemetry.metricsOptions(new CosmosMicrometerMetricsOptions().meterRegistry(registry));
        }
        return telemetry;
    }

    /** {@code cosmos-blog/<version>}, from the build. */
    private static String userAgentSuffix() {
        Properties client = new Properties();
        try (InputStream in = CosmosStorage.class.getResourceAsStream("/cosmos/client.properties")) {
            if (in != null) {
                client.load(in);
            }
        } catch (IOException unreadable) {
            // the suffix only helps Azure support tell our requests apart
        }
        String suffix = client.getProperty("userAgentSuffix", "");
        return suffix.isBlank() || suffix.contains("${") ? "cosmos-blog" : suffix;
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
            feed.ifPresent(MirroredFeedView::close);
            client.close();
        }
    }
}
