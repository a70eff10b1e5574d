package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncClient;
import com.azure.cosmos.CosmosClientBuilder;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The Cosmos DB account the tests use, once per JVM: the account named by {@code COSMOS_ENDPOINT}
 * and {@code COSMOS_KEY} when set, otherwise a local test server started for this run. Every
 * storage under test gets a database of its own, deleted afterwards. Public for this module's
 * tests in the subpackages; other modules use {@link TestCosmos} and {@link LocalCosmos}.
 */
public final class TestAccount implements AutoCloseable {

    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static volatile TestAccount shared;
    private static volatile TestAccount fourRanges;

    private final CosmosSettings settings;
    private final CosmosAsyncClient admin;
    private final CosmosTestServer ownServer;

    private TestAccount(CosmosSettings settings, CosmosTestServer ownServer) {
        this.settings = settings;
        this.ownServer = ownServer;
        CosmosClientBuilder builder = new CosmosClientBuilder().endpoint(settings.endpoint()).key(settings.key())
                .endpointDiscoveryEnabled(settings.endpointDiscovery());
        this.admin = (settings.gatewayMode() ? builder.gatewayMode() : builder.directMode()).buildAsyncClient();
    }

    public static synchronized TestAccount shared() {
        if (shared == null) {
            shared = new TestAccount(settingsFromEnvironment(), null);
        }
        return shared;
    }

    /**
     * An account whose posts span several physical partitions, once per JVM, for the queries across
     * partitions: a local server with four ranges, or the account named by {@code COSMOS_ENDPOINT}
     * (whose ranges are the service's business).
     */
    static synchronized TestAccount fourRanges() {
        if (fourRanges == null) {
            String endpoint = System.getenv("COSMOS_ENDPOINT");
            fourRanges = endpoint != null && !endpoint.isBlank() ? shared() : localServer("--partitions", "4");
        }
        return fourRanges;
    }

    /** A second local server, e.g. with options that make scripts run out of time early. */
    static TestAccount localServer(String... options) {
        CosmosTestServer server = CosmosTestServer.start(options);
        return new TestAccount(CosmosSettings.of(server.endpoint(), CosmosTestServer.KEY).local(), server);
    }

    /** Stops a server started for this account alone; the shared one lives as long as the JVM. */
    @Override
    public void close() {
        if (ownServer != null) {
            admin.close();
            ownServer.stop();
        }
    }

    private static CosmosSettings settingsFromEnvironment() {
        String endpoint = System.getenv("COSMOS_ENDPOINT");
        if (endpoint != null && !endpoint.isBlank()) {
            CosmosSettings remote = CosmosSettings.of(endpoint, System.getenv("COSMOS_KEY"));
            return endpoint.contains("localhost") || endpoint.contains("127.0.0.1") ? remote.local() : remote;
        }
        return CosmosSettings.of(CosmosTestServer.start().endpoint(), CosmosTestServer.KEY).local();
    }

    /** Settings for a fresh database that nobody else uses. */
    public CosmosSettings freshDatabase() {
        String name = "test-" + DATABASES.incrementAndGet() + "-" + UUID.randomUUID().toString().substring(0, 8);
        return settings.withDatabase(name).withFeedPollDelay(java.time.Duration.ofMillis(50));
    }

    String endpoint() {
        return settings.endpoint();
    }

    public CosmosAsyncClient admin() {
        return admin;
    }

    public void drop(String database) {
        try {
            admin.getDatabase(database).delete().block();
        } catch (RuntimeException ignored) {
            // best effort: a database left behind is harmless on the throwaway server
        }
    }
}
