package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cosmosblog.adapters.http.error.ErrorMapping;
import io.cosmosblog.adapters.http.error.JettyErrors;
import io.cosmosblog.adapters.http.json.JsonBody;
import io.cosmosblog.adapters.http.json.JsonMapping;
import io.cosmosblog.application.storage.ReadYourWrites;
import io.cosmosblog.application.storage.StorageHealth;
import io.cosmosblog.application.storage.StorageMeter;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.json.JavalinJackson;
import java.time.Duration;
import org.eclipse.jetty.server.handler.GracefulHandler;

/** The blog's HTTP server: the API under {@code /api}, health, the OpenAPI description and the web pages. */
public final class HttpApi {

    private static final Duration GRACE = Duration.ofSeconds(10);

    private final Javalin app;

    public HttpApi(ApiRoutes api, StorageMeter meter, StorageHealth health, HttpMetrics metrics, ReadYourWrites readYourWrites) {
        ObjectMapper mapper = JsonMapping.strict();
        StorageCostHeader cost = new StorageCostHeader(meter);
        SessionTokenHeader session = new SessionTokenHeader(readYourWrites);
        ServiceRoutes service = new ServiceRoutes(health);
        this.app = Javalin.create(config -> {
            configureServer(config, mapper, metrics);
            StaticPages.addTo(config.staticFiles);
            RequestIds.addTo(config.routes);
            metrics.addTo(config.routes);
            config.routes.before("/api/*", cost::open);
            config.routes.before("/api/*", session::open);
            config.routes.after("/api/*", session::close);
            config.routes.after("/api/*", ctx -> cost.close(ctx).ifPresent(spent -> metrics.storeCost(ctx, spent)));
            api.addTo(config.routes);
            service.addTo(config.routes);
            ErrorMapping.register(config.routes);
        });
    }

    private static void configureServer(JavalinConfig config, ObjectMapper mapper, HttpMetrics metrics) {
        config.startup.showJavalinBanner = false;
        config.jsonMapper(new JavalinJackson(mapper, false));
        config.http.maxRequestSize = JsonBody.MAX_BYTES;
        config.http.prefer405over404 = true;
        config.jetty.modifyServer(server -> {
            // Stop accepting, let the requests in flight finish, but not forever.
            server.setHandler(new GracefulHandler());
            server.setStopTimeout(GRACE.toMillis());
            server.setErrorHandler(new JettyErrors(mapper));
            metrics.bind(server);
        });
    }

    /** Starts serving on {@code port} (0 for any free one) and returns the port bound. */
    public int start(int port) {
        app.start(port);
        return app.port();
    }

    public void stop() {
        app.stop();
    }
}
