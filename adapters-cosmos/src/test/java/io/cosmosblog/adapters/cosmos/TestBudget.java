package io.cosmosblog.adapters.cosmos;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/**
 * A local test server's throughput budget (RU/s per container, split over its partitions, low
 * priority throttled first) and its counts of requests by priority, for tests that need a budget
 * that runs out: see the test server's README, "Throughput budget".
 */
public final class TestBudget {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final TestServerSetting admin;

    public TestBudget(String endpoint) {
        this.admin = new TestServerSetting(endpoint, "budget");
    }

    /** Switches the budget on with these settings, a JSON object such as {@code {"defaultRu": 400}}. */
    public void set(String settings) {
        admin.put(settings);
    }

    /** The settings, and per container id the requests seen ({@code high}, {@code low}) and throttled ({@code throttledHigh}, {@code throttledLow}). */
    public JsonNode view() {
        try {
            return JSON.readTree(admin.get());
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
        admin.clear();
    }
}
