package io.cosmosblog.adapters.http;

import io.cosmosblog.application.port.RecentReadiness;
import io.cosmosblog.application.port.StorageHealth;
import io.javalin.Javalin;
import java.net.InetSocketAddress;
import java.util.Optional;
import org.eclipse.jetty.server.Server;

/**
 * What only operators should see, on a port of its own: {@code GET /metrics} (routes, error rates,
 * store costs, the JVM) and health again, for a scraper that looks only here. It binds to loopback
 * unless told otherwise, so a public deployment does not publish its metrics by accident; the
 * public port keeps {@code /health} for load balancers.
 */
public final class ManagementApi {

    private final Javalin app;
    private volatile int port = -1;
    private volatile Server server;

    public ManagementApi(HttpMetrics metrics, StorageHealth storageHealth) {
        StorageHealth health = RecentReadiness.of(storageHealth);
        this.app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.jetty.modifyServer(jetty -> this.server = jetty);
            GetAndHead.add(config.routes, "/metrics", metrics::expose);
            GetAndHead.add(config.routes, "/health", ctx -> HealthAnswer.send(ctx, health, true));
        });
    }

    /** Starts serving on {@code host}:{@code port} (0 for any free one) and returns the port bound. */
    public int start(String host, int wanted) {
        app.start(host, wanted);
        port = app.port();
        return port;
    }

    /** The port bound; -1 before {@link #start} or when never started. */
    public int port() {
        return port;
    }

    /** The address and port bound ({@code MANAGEMENT_HOST}: loopback unless told otherwise); empty before a start. */
    public Optional<InetSocketAddress> boundAddress() {
        return BoundAddress.of(server);
    }

    public void stop() {
        app.stop();
    }
}
