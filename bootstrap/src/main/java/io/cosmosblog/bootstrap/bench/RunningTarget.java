package io.cosmosblog.bootstrap.bench;

import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.Settings;
import java.io.PrintStream;
import java.time.Duration;
import java.util.function.Function;

/** One blog under test: the real service on a free port, with its use cases at hand to load data. */
final class RunningTarget implements AutoCloseable {

    private final BlogComponent blog;
    private final String baseUrl;

    RunningTarget(Function<Settings, BlogComponent> components, Settings settings) {
        blog = components.apply(settings.withPort(0));
        baseUrl = "http://localhost:" + blog.service().start();
    }

    String baseUrl() {
        return baseUrl;
    }

    DataSetLoader loader(PrintStream out) {
        return new DataSetLoader(blog.registerUser(), blog.writePost(), blog.commentOnPost(), blog.likePost(), out);
    }

    void awaitProjections() {
        if (!blog.projectionDelivery().awaitCaughtUp(Duration.ofMinutes(10))) {
            throw new IllegalStateException("the projections did not catch up within 10 minutes");
        }
    }

    io.cosmosblog.application.metering.StoreCost projectionCostSoFar() {
        return blog.storeMeter().backgroundTotal();
    }

    @Override
    public void close() {
        blog.service().stop();
    }
}
