package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.metering.StorageCost;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.Protection;
import io.cosmosblog.bootstrap.Settings;
import java.io.PrintStream;
import java.time.Duration;
import java.util.function.Function;

/** One blog under test: the real service on a free port, with its use cases at hand to load data. */
final class RunningTarget implements AutoCloseable {

    private final BlogComponent blog;
    private final String baseUrl;

    /** On Cosmos DB each size gets a database of its own, so the two data sets never mix. */
    RunningTarget(Function<Settings, BlogComponent> components, Settings settings, String name) {
        // The benchmark measures the service, not its rate limits: an embedded blog has none.
        Settings own = settings.cosmos()
                .map(cosmos -> Settings.onCosmos(0, cosmos.withDatabase(cosmos.database() + "-" + name)).withModel(settings.model()))
                .orElse(settings.withPort(0))
                .withProtection(Protection.embedded());
        blog = components.apply(own);
        baseUrl = "http://localhost:" + blog.lifecycle().start();
    }

    String baseUrl() {
        return baseUrl;
    }

    DataSetLoader loader(PrintStream out) {
        return new DataSetLoader(blog.registerUser(), blog.writePost(), blog.storagePorts(), out);
    }

    void awaitProjections() {
        if (!blog.lifecycle().awaitProjections(Duration.ofMinutes(10))) {
            throw new IllegalStateException("the projections did not catch up within 10 minutes");
        }
    }

    StorageCost projectionCostSoFar() {
        return blog.storageMeter().backgroundTotal();
    }

    @Override
    public void close() {
        blog.lifecycle().stop();
    }
}
