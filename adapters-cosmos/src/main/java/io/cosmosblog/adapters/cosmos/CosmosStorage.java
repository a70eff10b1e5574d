package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncClient;
import com.azure.cosmos.CosmosAsyncDatabase;
import com.azure.cosmos.CosmosClientBuilder;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.CosmosDiagnosticsThresholds;
import com.azure.cosmos.ThrottlingRetryOptions;
import com.azure.cosmos.models.CosmosClientTelemetryConfig;
import com.azure.cosmos.models.CosmosMicrometerMetricsOptions;
import com.azure.identity.DefaultAzureCredentialBuilder;
import io.cosmosblog.adapters.cosmos.model.ProcessorSettings;
import io.cosmosblog.adapters.cosmos.gateway.BackgroundWork;
import io.cosmosblog.adapters.cosmos.gateway.ContainerBudgets;
import io.cosmosblog.adapters.cosmos.gateway.ConnectionWarmup;
import io.cosmosblog.adapters.cosmos.gateway.EndToEndTimeout;
import io.cosmosblog.adapters.cosmos.model.CosmosModel;
import io.cosmosblog.adapters.cosmos.model.CosmosStoredBlog;
import io.cosmosblog.adapters.cosmos.model.CosmosUnfinishedErasures;
import io.cosmosblog.adapters.cosmos.model.ModelContainers;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec;
import io.cosmosblog.adapters.cosmos.provisioning.Provisioner;
import io.cosmosblog.adapters.cosmos.provisioning.Provisioning;
import io.cosmosblog.adapters.cosmos.v1.CosmosV1Model;
import io.cosmosblog.adapters.cosmos.v2.CosmosV2Model;
import io.cosmosblog.adapters.cosmos.v3.CosmosV3Model;
import io.cosmosblog.adapters.cosmos.v4.CosmosV4Model;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.StoredBlog;
import io.cosmosblog.application.port.UnfinishedErasures;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import io.micrometer.core.instrument.MeterRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Properties;

/**
 * Every storage port on Azure Cosmos DB, in one of the article's three data models, each in
 * containers of its own and declared, containers, scripts and ports, in one class
 * ({@link #model}). Creating it creates what is missing (database, containers, scripts) and fixes
 * indexing policies, or with {@link Provisioning#VERIFY} only checks that all of it is there;
 * closing it stops the projections and the client.
 */
public final class CosmosStorage implements BlogStorage {

    static final Duration SLOW_POINT_OPERATION = Duration.ofMillis(100);
    static final Duration SLOW_OTHER_OPERATION = Duration.ofMillis(500);
    static final float DEAR_OPERATION_RU = 100;
    static final String USER_AGENT_SUFFIX = userAgentSuffix();
    static final Duration REVOCATION_SETTLE = Duration.ofSeconds(2);

    private final CosmosAsyncClient client;
    private final CosmosModel.Running running;
    private final StoredBlog storedBlog;
    private final UnfinishedErasures unfinishedErasures;
    private final CosmosAsyncDatabase database;
    private final ModelContainers containers;
    private final Duration requestTimeout;

    /** In the data model {@code model}, in that model's containers. */
    public CosmosStorage(CosmosSettings settings, StorageMeter meter, DataModel model) {
        this(settings, meter, null, new ReadYourWrites(), model);
    }

    /**
     * With the SDK's own metrics (operations, latencies, status codes, RU) bound to {@code registry}
     * (none: null), and each request's session tokens taken from, and handed back through, {@code readYourWrites}.
     */
    public CosmosStorage(CosmosSettings settings, StorageMeter meter, MeterRegistry registry, ReadYourWrites readYourWrites,
            DataModel model) {
        this(settings, meter, registry, readYourWrites, model(model));
    }

    /** In {@code declared}, a model set up otherwise than its defaults (the benchmark's control runs). */
    public CosmosStorage(CosmosSettings settings, StorageMeter meter, MeterRegistry registry, ReadYourWrites readYourWrites,
            CosmosModel declared) {
        this.client = client(settings, registry, declared);
        try {
            Provisioner.provision(client, settings.database(), declared, settings.provisioning(), settings.throughput());
            ModelContainers containers = new ModelContainers(client.getDatabase(settings.database()), declared,
                    settings.requestTimeout(), new ProcessorSettings(settings.hostName(), settings.feedPollDelay(),
                    settings.leaseExpiry()), meter, readYourWrites);
            ConnectionWarmup.readRoutingMaps(containers.all(), settings.requestTimeout());
            BackgroundWork.enable(containers.all(), settings.background());
            this.running = declared.open(containers);
            this.storedBlog = new CosmosStoredBlog(containers.users());
            this.unfinishedErasures = new CosmosUnfinishedErasures(containers.users());
            this.database = client.getDatabase(settings.database());
            this.containers = containers;
            this.requestTimeout = settings.requestTimeout();
            if (registry != null) {
                running.bindTo(registry);
            }
        } catch (RuntimeException e) {
            client.close();
            throw e;
        }
    }

    /** Whether the database {@code settings} name exists: one read. */
    public static boolean databaseExists(CosmosSettings settings) {
        try (CosmosAsyncClient client = client(settings, null, model(DataModel.DEFAULT))) {
            client.getDatabase(settings.database()).read().block(settings.requestTimeout());
            return true;
        } catch (CosmosException e) {
            if (e.getStatusCode() == 404) {
                return false;
            }
            throw e;
        }
    }

    /**
     * Deletes the database {@code settings} name, with all it holds; none there is fine. Only for
     * databases their caller named and created itself (the benchmark's runs, which first make sure
     * the name is free: {@link #databaseExists}): it asks nothing first.
     */
    public static void deleteDatabase(CosmosSettings settings) {
        try (CosmosAsyncClient client = client(settings, null, model(DataModel.DEFAULT))) {
            client.getDatabase(settings.database()).delete().block(settings.requestTimeout());
        } catch (CosmosException e) {
            if (e.getStatusCode() != 404) {
                throw e;
            }
        }
    }

    /** What {@code model} is on Cosmos DB: its containers, its scripts, its ports. */
    public static CosmosModel model(DataModel model) {
        return switch (model) {
            case V1 -> new CosmosV1Model();
            case V2 -> new CosmosV2Model();
            case V3 -> new CosmosV3Model();
            case V4 -> new CosmosV4Model();
        };
    }

    private static CosmosAsyncClient client(CosmosSettings settings, MeterRegistry registry, CosmosModel model) {
        CosmosClientBuilder builder = new CosmosClientBuilder()
                .endpoint(settings.endpoint())
                .endpointDiscoveryEnabled(settings.endpointDiscovery())
                .userAgentSuffix(USER_AGENT_SUFFIX)
                // The change feed processors' lease client needs written items back (it checks), and a
                // transactional batch cannot ask otherwise; point writes whose item nobody reads ask
                // for none (ContainerGateway).
                .contentResponseOnWriteEnabled(true)
                // One write region, even on an account where every region takes writes: there two
                // regions' like and comment batches would resolve by last-writer-wins (lost
                // increments) and creates with the same id would no longer conflict. Writes go to
                // the account's write region; reads still go to the nearest.
                .multipleWriteRegionsEnabled(false)
                // 429s are retried by the SDK, waiting as the service asks, but never past the
                // request's time limit: then the client is told to come back (503, Retry-After).
                .throttlingRetryOptions(new ThrottlingRetryOptions()
                        .setMaxRetryAttemptsOnThrottledRequests(9)
                        .setMaxRetryWaitTime(settings.requestTimeout()))
                // The request timeout, enforced by the SDK on the operations it can bound (EndToEndTimeout).
                .endToEndOperationLatencyPolicyConfig(EndToEndTimeout.of(settings.requestTimeout()))
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
        // The SDK opens connections ahead only in direct mode, and needs the regions to know where.
        if (!settings.gatewayMode() && !settings.preferredRegions().isEmpty()) {
            ConnectionWarmup.openConnections(builder, settings.database(),
                    model.containers().stream().map(ContainerSpec::name).toList());
        }
        return (settings.gatewayMode() ? builder.gatewayMode() : builder.directMode()).buildAsyncClient();
    }

    /**
     * Operations slower or dearer than the thresholds, and failures, are logged as one line each
     * ({@link SlowOperations}: thresholds at INFO, failures at WARN), not with the SDK's own handler's
     * JSON of several kilobytes; with a registry, the SDK's own metrics go there too.
     */
    private static CosmosClientTelemetryConfig telemetry(MeterRegistry registry) {
        CosmosClientTelemetryConfig telemetry = new CosmosClientTelemetryConfig()
                .diagnosticsThresholds(new CosmosDiagnosticsThresholds()
                        .setPointOperationLatencyThreshold(SLOW_POINT_OPERATION)
                        .setNonPointOperationLatencyThreshold(SLOW_OTHER_OPERATION)
                        .setRequestChargeThreshold(DEAR_OPERATION_RU))
                .diagnosticsHandler(new SlowOperations());
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
        return running.ports();
    }

    /**
     * Far above a write's usual commit (milliseconds after its token was read again), short enough
     * for a sign-out to answer promptly. A write throttled past the first half of it on another
     * instance is cut there and answered busy ({@code CommitDeadline}): the second half is the margin
     * for its last request, already sent when cut.
     */
    @Override
    public Duration revocationSettle() {
        return REVOCATION_SETTLE;
    }

    @Override
    public StoredBlog storedBlog() {
        return storedBlog;
    }

    /** Beside the blog's identity: a crash between an erasure's passes is finished at the next start. */
    @Override
    public UnfinishedErasures unfinishedErasures() {
        return unfinishedErasures;
    }

    /**
     * Each of the model's containers, by name, with its physical partitions now (the SDK's feed
     * ranges), over which its throughput is split evenly: what the benchmark's partition ceilings
     * are measured against. Asks the service for each routing map, so not for the request path.
     */
    public Map<String, Integer> physicalPartitions() {
        return ContainerBudgets.physicalPartitions(containers.all(), requestTimeout);
    }

    /**
     * Each of the model's containers, by name, with its RU/s: its own (autoscale: the maximum), else
     * its database's; empty where the account does not say (no throughput of either, or the test
     * server, which serves no throughput reads). One or two reads per container.
     */
    public Map<String, OptionalInt> throughput() {
        return ContainerBudgets.throughput(database, containers.all(), requestTimeout);
    }

    @Override
    public void close() {
        try {
            running.close();
        } finally {
            client.close();
        }
    }
}
