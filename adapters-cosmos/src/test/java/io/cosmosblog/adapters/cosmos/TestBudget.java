package io.cosmosblog.adapters.cosmos;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * A local test server's throughput budget (RU/s per container, split over its partitions, low
 * priority throttled first) and its counts of requests by priority, for tests that need a budget
 * that runs out: see the test server's README, "Throughput budget".
 */
public final class TestBudget {

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI admin;

    public TestBudget(String endpoint) {
        this.admin = URI.create(endpoint.endsWith("/") ? endpoint + "_test/budget" : endpoint + "/_test/budget");
    }

    /** Switches the budget on with these settings, a JSON object such as {@code {"defaultRu": 400}}. */
    public void set(String settings) {
        send(HttpRequest.newBuilder(admin).PUT(HttpRequest.BodyPublishers.ofString(settings))
                .header("Content-Type", "application/json"), 200);
    }

    /** The settings, and per container id the requests seen ({@code high}, {@code low}) and throttled ({@code throttledHigh}, {@code throttledLow}). */
    public JsonNode view() {
        try {
            return JSON.readTree(send(HttpRequest.newBuilder(admin).GET(), 200));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The counts of one container, zeros when it saw no request. */
    public JsonNode of(String container) {
        return view().path("stats").path(container);
    }

    /** Switches the budget off and clears the counts. */
    public void clear() {
        send(HttpRequest.newBuilder(admin).DELETE(), 204);
    }

    private static String send(HttpRequest.Builder request, int expected) {
        try {
            HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != expected) {
                throw new IllegalStateException("the test server refused: " + response.statusCode() + " " + response.body());
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
