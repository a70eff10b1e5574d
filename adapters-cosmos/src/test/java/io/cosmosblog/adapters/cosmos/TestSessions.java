package io.cosmosblog.adapters.cosmos;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * A local test server's session reads: a container copied as a lagging replica, and the counts of
 * reads that waited for their session and of those refused 404/1002. See the test server's
 * README, "Session consistency".
 */
final class TestSessions {

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI admin;

    TestSessions(String endpoint) {
        this.admin = URI.create(endpoint.endsWith("/") ? endpoint + "_test/sessions" : endpoint + "/_test/sessions");
    }

    /** From now on, reads of {@code database/container} without a token or with an older one are served as they are now. */
    void lagging(String database, String container) {
        send(HttpRequest.newBuilder(admin).PUT(HttpRequest.BodyPublishers.ofString(
                "{\"lagging\":\"" + database + "/" + container + "\"}")).header("Content-Type", "application/json"));
    }

    /** {@code waited} and {@code notAvailable}, counted since the last {@link #clear()}. */
    JsonNode counts() {
        try {
            return JSON.readTree(send(HttpRequest.newBuilder(admin).GET()));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** No lagging replica any more, counts cleared. */
    void clear() {
        send(HttpRequest.newBuilder(admin).DELETE());
    }

    private static String send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
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
