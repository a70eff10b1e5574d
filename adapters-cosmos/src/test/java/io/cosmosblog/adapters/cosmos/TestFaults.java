package io.cosmosblog.adapters.cosmos;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * Faults a local test server injects on request (429 with a retry-after, 408, 503, a dropped
 * connection), for other modules' tests: see the test server's README for the rule format.
 */
public final class TestFaults {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final URI admin;

    TestFaults(String endpoint) {
        this.admin = URI.create(endpoint.endsWith("/") ? endpoint + "_test/faults" : endpoint + "/_test/faults");
    }

    /** Replaces the server's rules: a JSON list of rules, or {@code {"seed":n,"rules":[...]}}. */
    public void set(String rules) {
        send(HttpRequest.newBuilder(admin).PUT(HttpRequest.BodyPublishers.ofString(rules))
                .header("Content-Type", "application/json"), 200);
    }

    /** The rules with how often each matched and fired, as JSON. */
    public String view() {
        return send(HttpRequest.newBuilder(admin).GET(), 200);
    }

    public void clear() {
        send(HttpRequest.newBuilder(admin).DELETE(), 204);
    }

    private static String send(HttpRequest.Builder request, int expected) {
        try {
            HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != expected) {
                throw new IllegalStateException("the test server refused the faults: " + response.statusCode() + " " + response.body());
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
