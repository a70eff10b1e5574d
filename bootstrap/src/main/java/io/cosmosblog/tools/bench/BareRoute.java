package io.cosmosblog.tools.bench;

import io.javalin.Javalin;
import java.net.URI;
import java.net.http.HttpRequest;

/**
 * The ceiling: a bare Javalin route, Javalin's defaults, answering a fixed JSON (the very bytes Q2
 * answers for one post) with no use case, storage, mapping, metrics or headers behind it. Q2 can
 * at best approach its throughput.
 */
final class BareRoute implements AutoCloseable {

    private final Javalin app;
    private final int port;

    BareRoute(String fixedJson) {
        app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.routes.get("/bare", ctx -> ctx.contentType("application/json").result(fixedJson));
        });
        port = app.start(0).port();
    }

    Scenario scenario() {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/bare")).GET().build();
        return new Scenario("bare", "bare Javalin route, fixed JSON", random -> request);
    }

    @Override
    public void close() {
        app.stop();
    }
}
