package io.cosmosblog.adapters.cosmos;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * One of a local test server's own settings ({@code /_test/faults}, {@code /_test/budget}): a JSON
 * document put, read back and cleared, which the real service has no equivalent of.
 */
final class TestServerSetting {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final URI admin;

    /** {@code name}: the path below {@code /_test/}. */
    TestServerSetting(String endpoint, String name) {
        this.admin = URI.create((endpoint.endsWith("/") ? endpoint : endpoint + "/") + "_test/" + name);
    }

    void put(String json) {
        send(HttpRequest.newBuilder(admin).PUT(HttpRequest.BodyPublishers.ofString(json))
                .header("Content-Type", "application/json"), 200);
    }

    String get() {
        return send(HttpRequest.newBuilder(admin).GET(), 200);
    }

    void clear() {
        send(HttpRequest.newBuilder(admin).DELETE(), 204);
    }

    private String send(HttpRequest.Builder request, int expected) {
        try {
            HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != expected) {
                throw new IllegalStateException("the test server refused " + admin.getPath() + ": " + response.statusCode()
                        + " " + response.body());
            }
            return response.body();
        } catch (IOException e) {
            throw new IllegalStateException("the test server did not answer", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
