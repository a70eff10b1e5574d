package io.cosmosblog.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

/** One blog on in-memory storage and a free port, for one test class. */
final class RunningBlog implements AutoCloseable {

    private final BlogComponent component;
    private final int port;

    private RunningBlog(BlogComponent component) {
        this.component = component;
        this.port = component.service().start();
    }

    static RunningBlog start() {
        return new RunningBlog(Main.component(new Settings(0, StorageKind.INMEMORY)));
    }

    ApiClient client() {
        return new ApiClient("http://localhost:" + port);
    }

    int port() {
        return port;
    }

    /** The views are eventually consistent: wait for the projections rather than sleeping. */
    void awaitProjections() {
        assertThat(component.projectionDelivery().awaitCaughtUp(Duration.ofSeconds(5))).isTrue();
    }

    @Override
    public void close() {
        component.service().stop();
    }
}
