package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.LocalCosmos;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.adapters.cosmos.TestCosmos;
import java.time.Duration;
import java.util.function.UnaryOperator;
import static org.assertj.core.api.Assertions.assertThat;

/** One blog on a free port, for one test class: in memory, or on Cosmos DB in a database of its own. */
final class RunningBlog implements AutoCloseable {

    // The change feed polls and projections write over the network: on Cosmos, catching up takes longer.
    private static final Duration CATCH_UP = Duration.ofSeconds(30);

    private final Settings settings;
    private final BlogComponent component;
    private final Runnable afterStop;
    private final int port;

    private RunningBlog(Settings settings, Runnable afterStop) {
        this.settings = settings;
        this.component = BlogComponent.of(settings);
        this.afterStop = afterStop;
        this.port = component.lifecycle().start();
    }

    /** A second instance on the same storage (Cosmos DB), as behind a load balancer; it leaves the database to this one. */
    RunningBlog anotherInstance(String hostName) {
        return new RunningBlog(Settings.onCosmos(0, settings.cosmos().orElseThrow().withHostName(hostName)), () -> { });
    }

    static RunningBlog start() {
        return start(StorageKind.INMEMORY);
    }

    static RunningBlog start(StorageKind storage) {
        return start(storage, Protection.embedded());
    }

    /** On {@code storage}, protected as the test needs (a short token lifetime, rate limits). */
    static RunningBlog start(StorageKind storage, Protection protection) {
        return switch (storage) {
            case INMEMORY -> new RunningBlog(new Settings(0, StorageKind.INMEMORY).withProtection(protection), () -> { });
            case LOCAL -> throw new IllegalArgumentException("no API test runs on the local store: adapters-inmemory tests it");
            case COSMOS -> onCosmos(protection);
        };
    }

    private static RunningBlog onCosmos(Protection protection) {
        CosmosSettings database = TestCosmos.freshDatabase();
        try {
            return new RunningBlog(Settings.onCosmos(0, database).withProtection(protection), () -> TestCosmos.drop(database));
        } catch (RuntimeException e) {
            TestCosmos.drop(database);
            throw e;
        }
    }

    /** On the tests' Cosmos account (the local test server unless COSMOS_ENDPOINT is set), in a fresh database dropped on close. */
    static RunningBlog onCosmos() {
        return onCosmos(settings -> settings);
    }

    /** As {@link #onCosmos()}, with settings of the test's own (e.g. a short request time limit). */
    static RunningBlog onCosmos(UnaryOperator<CosmosSettings> adjusted) {
        CosmosSettings database = adjusted.apply(TestCosmos.freshDatabase());
        try {
            return new RunningBlog(Settings.onCosmos(0, database), () -> TestCosmos.drop(database));
        } catch (RuntimeException e) {
            TestCosmos.drop(database);
            throw e;
        }
    }

    /** In memory, laid out in one of the article's designs. */
    static RunningBlog inMemory(DataModel model) {
        return new RunningBlog(new Settings(0, StorageKind.INMEMORY).withModel(model), () -> { });
    }

    /**
     * On a local test server of its own with four physical partitions, laid out in one of the
     * article's designs, so that V1's and V2's queries across partitions run the SDK's whole pipeline.
     */
    static RunningBlog onPartitionedCosmos(DataModel model) {
        LocalCosmos cosmos = LocalCosmos.start("--partitions", "4");
        try {
            return new RunningBlog(Settings.onCosmos(0, cosmos.freshDatabase()).withModel(model), cosmos::close);
        } catch (RuntimeException e) {
            cosmos.close();
            throw e;
        }
    }

    /** On a local test server of the test's own (e.g. with several partitions), in a fresh database that goes with the server. */
    static RunningBlog onCosmos(LocalCosmos cosmos, UnaryOperator<CosmosSettings> adjusted) {
        return new RunningBlog(Settings.onCosmos(0, adjusted.apply(cosmos.freshDatabase())), () -> { });
    }

    ApiClient client() {
        return new ApiClient("http://localhost:" + port);
    }

    /** The management port's client: {@code /metrics} is there, not on the public port. */
    ApiClient management() {
        return ApiClient.management("http://127.0.0.1:" + component.lifecycle().managementPort());
    }

    int port() {
        return port;
    }

    /** The views are eventually consistent: wait for the projections rather than sleeping. */
    void awaitProjections() {
        assertThat(component.lifecycle().awaitProjections(CATCH_UP)).as("projections caught up").isTrue();
    }

    @Override
    public void close() {
        try {
            component.lifecycle().stop();
        } finally {
            afterStop.run();
        }
    }
}
