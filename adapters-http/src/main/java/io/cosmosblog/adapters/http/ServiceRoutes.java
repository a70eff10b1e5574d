package io.cosmosblog.adapters.http;

import io.cosmosblog.application.storage.StorageHealth;
import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** What operators and client authors need beside the API: health and the API's own description. */
final class ServiceRoutes {

    private final StorageHealth health;
    private final byte[] openApi;

    ServiceRoutes(StorageHealth health) {
        this.health = health;
        this.openApi = resource("/openapi.yaml");
    }

    void addTo(JavalinDefaultRoutingApi routes) {
        routes.get("/health", this::health);
        routes.get("/openapi.yaml", ctx -> ctx.contentType("application/yaml").result(openApi));
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
