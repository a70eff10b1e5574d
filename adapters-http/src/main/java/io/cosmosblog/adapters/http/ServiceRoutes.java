package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.json.JsonReply;
import io.cosmosblog.application.port.RecentReadiness;
import io.cosmosblog.application.port.StorageHealth;
import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * What operators and client authors need beside the API: health and the API's own description.
 * {@code /health/live} says the process serves and never asks the store, so an orchestrator does
 * not restart an instance because the store is slow; {@code /health/ready} (and {@code /health},
 * the same) says whether the store answered within the last second ({@link RecentReadiness}).
 */
final class ServiceRoutes {

    private final StorageHealth health;
    private final byte[] openApi;

    ServiceRoutes(StorageHealth health) {
        this.health = RecentReadiness.of(health);
        this.openApi = resource("/openapi.yaml");
    }

    void addTo(JavalinDefaultRoutingApi routes) {
        GetAndHead.add(routes, "/health", this::health);
        GetAndHead.add(routes, "/health/ready", this::health);
        GetAndHead.add(routes, "/health/live", ctx -> JsonReply.send(ctx.status(200), Map.of("status", "ok")));
        GetAndHead.add(routes, "/openapi.yaml", ctx -> ctx.contentType("application/yaml").result(openApi));
    }

    private void health(Context ctx) {
        HealthAnswer.send(ctx, health, false);
    }

    private static byte[] resource(String name) {
        try (InputStream in = ServiceRoutes.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is missing from the classpath");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
