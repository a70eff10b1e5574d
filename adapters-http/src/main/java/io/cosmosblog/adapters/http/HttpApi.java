package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cosmosblog.adapters.http.error.ErrorMapping;
import io.cosmosblog.adapters.http.error.JettyErrors;
import io.cosmosblog.adapters.http.json.JsonBody;
import io.cosmosblog.adapters.http.json.JsonMapping;
import io.cosmosblog.adapters.http.security.BodyRate;
import io.cosmosblog.adapters.http.security.LoadBounds;
import io.cosmosblog.adapters.http.security.SecurityHeaders;
import io.cosmosblog.adapters.http.security.SessionTokenSignature;
import io.cosmosblog.adapters.http.security.WritesInTurn;
import io.cosmosblog.application.port.StorageHealth;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.json.JavalinJackson;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.handler.GracefulHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The blog's public HTTP server: the API under {@code /api}, health, the OpenAPI description and
 * the web pages, every answer with the {@link SecurityHeaders}. Metrics are not here: they are on
 * the {@link ManagementApi}'s port.
 */
public final class HttpApi {

    private static final Logger LOG = LoggerFactory.getLogger(HttpApi.class);
    private static final long GRACE_SECONDS = 10;
    private static final Duration GRACE = Duration.ofSeconds(GRACE_SECONDS);
    private static final int COPY_BUFFER_BYTES = 2 * 1024;

    private final Javalin app;
    private final GracefulHandler requestsInFlight = new GracefulHandler();
    private volatile Server server;

    /** Session tokens signed with a key of this instance's: they work here only. */
    public HttpApi(ApiRoutes api, StorageMeter meter, StorageHealth health, HttpMetrics metrics, ReadYourWrites readYourWrites,
            SecurityHeaders securityHeaders, LoadBounds bounds) {
        this(api, meter, health, metrics, readYourWrites, SessionTokenSignature.ofThisInstance(), securityHeaders, bounds);
    }

    public HttpApi(ApiRoutes api, StorageMeter meter, StorageHealth health, HttpMetrics metrics, ReadYourWrites readYourWrites,
            SessionTokenSignature sessionTokens, SecurityHeaders securityHeaders, LoadBounds bounds) {
        ObjectMapper mapper = JsonMapping.strict();
        StorageCostHeader cost = new StorageCostHeader(meter);
        SessionTokenHeader session = new SessionTokenHeader(readYourWrites, sessionTokens);
        ServiceRoutes service = new ServiceRoutes(health);
        this.app = Javalin.create(config -> {
            configureServer(config, mapper, metrics, securityHeaders, bounds);
            // One handler before and one after every request, each step in order: Javalin matches
            // every handler's path against every request, and six of them cost a read measurably.
            // The tally and the session are the serving thread's, not request attributes: Javalin
            // runs a request's before-handler, route and after-handler on one thread (no route is async).
            config.routes.before(ctx -> {
                RequestIds.open(ctx);
                if (isApi(ctx)) {
                    cost.open();
                    session.open(ctx);
                }
            });
            config.routes.after(ctx -> {
                try {
                    if (isApi(ctx)) {
                        session.close(ctx);
                        cost.close(ctx).ifPresent(spent -> metrics.storeCost(ctx, spent));
                    }
                } finally {
                    RequestIds.close();
                }
            });
            // Timed by Javalin from the request's start until its answer is written.
            config.requestLogger.http(metrics::requestDone);
            StaticPages.addTo(config.staticFiles);
            api.addTo(config.routes);
            service.addTo(config.routes);
            ErrorMapping.register(config.routes);
        });
    }

    private static boolean isApi(Context ctx) {
        return ctx.path().startsWith("/api/");
    }

    private void configureServer(JavalinConfig config, ObjectMapper mapper, HttpMetrics metrics, SecurityHeaders securityHeaders,
            LoadBounds bounds) {
        config.startup.showJavalinBanner = false;
        config.jsonMapper(new JavalinJackson(mapper, false));
        config.http.maxRequestSize = JsonBody.MAX_BYTES;
        config.http.prefer405over404 = true;
        config.http.compressionStrategy = Compression.forAnswers();
        // Javalin copies each answer to Jetty through a new buffer of this size (by default Jetty's
        // whole output buffer, 32 KiB, allocated and zeroed per request). A post is one or two KiB;
        // a longer answer goes over in more chunks, each still gathered in Jetty's buffer, and the
        // first chunk is still past the 1,500 bytes from which gzip is considered. Measured: 8 KiB
        // gave Q2 0.88-0.93 of the bare route, 2 KiB 0.90-0.92, with Q6 (100 posts) no slower.
        config.http.responseBufferSize = COPY_BUFFER_BYTES;
        config.jetty.modifyHttpConfiguration(http -> {
            // A body that pauses this long is cut off with 408 (one that comes too slowly: BodyRate):
            // a client trickling bytes would otherwise hold a thread for as long as it likes.
            http.setIdleTimeout(bounds.longestPause().toMillis());
        });
        config.jetty.modifyServer(jetty -> {
            // Security headers on every answer, then a count of the requests in flight, for stop() to
            // wait for them (and answer 503 to new ones then), then the writes' turns, then the
            // bodies' least rate, counted once a write has its turn; Javalin's servlet goes inside all four.
            Handler.Wrapper headers = securityHeaders.onEveryAnswer();
            jetty.setHandler(headers);
            headers.setHandler(requestsInFlight);
            Handler.Wrapper writes = WritesInTurn.handler(bounds);
            requestsInFlight.setHandler(writes);
            writes.setHandler(new BodyRate(bounds.slowestBody()));
            jetty.setErrorHandler(new JettyErrors(mapper, securityHeaders));
            metrics.bind(jetty);
            this.server = jetty;
        });
    }

    /** Starts serving on {@code host}:{@code port} (0 for any free one) and returns the port bound. */
    public int start(String host, int port) {
        app.start(host, port);
        return app.port();
    }

    /** The address and port the public socket is bound to, as the system reports them; empty before a start. */
    public Optional<InetSocketAddress> boundAddress() {
        return BoundAddress.of(server);
    }

    /**
     * Stops taking connections, lets the requests in flight finish (for up to {@value #GRACE_SECONDS}
     * seconds), then stops at once.
     *
     * <p>Not Jetty's own graceful stop ({@code Server.setStopTimeout}): that waits until every
     * connection is closed, and closes an idle keep-alive connection (a browser's, a load
     * balancer's, a benchmark client's) only when Jetty's shutdown idle timeout of 1 s expires, so
     * with one open the service stopped 1 to 2 s after SIGTERM with nothing left to do. Here the
     * wait is for requests only; once they are answered, idle connections are simply closed.
     */
    public void stop() {
        Server jetty = server;
        if (jetty != null && jetty.isStarted()) {
            finishRequestsInFlight(jetty);
            jetty.setStopTimeout(0);
        }
        app.stop();
    }

    private void finishRequestsInFlight(Server jetty) {
        for (Connector connector : jetty.getConnectors()) {
            connector.shutdown(); // stops accepting; not waited for, since it waits for idle connections too
        }
        try {
            requestsInFlight.shutdown().get(GRACE.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            LOG.warn("{} request(s) still in flight after {} s; stopping anyway", requestsInFlight.getCurrentRequestCount(),
                    GRACE.toSeconds());
        } catch (ExecutionException e) {
            LOG.warn("waiting for the requests in flight failed; stopping anyway", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
