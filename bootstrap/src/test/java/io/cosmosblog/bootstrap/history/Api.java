package io.cosmosblog.bootstrap.history;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse.BodyHandlers;
import java.time.Duration;

/** The blog's HTTP API over a real socket, as a client speaks to it: one request, one {@link Answer}. */
final class Api {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private final String base;
    final int port;

    Api(int port) {
        this.base = "http://localhost:" + port;
        this.port = port;
    }

    /** A status and its body, parsed as JSON when asked; {@code etag} the ETag it carried, or null. */
    record Answer(String request, int status, String body, String etag) {

        Answer(String request, int status, String body) {
            this(request, status, body, null);
        }

        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (JsonProcessingException e) {
                throw new AssertionError("[not JSON] " + request + " answered " + status + ": " + body, e);
            }
        }

        String text(String field) {
            return json().path(field).asText();
        }

        @Override
        public String toString() {
            return request + " → " + status + (body.isEmpty() ? "" : " " + (body.length() > 300 ? body.substring(0, 300) + "…" : body));
        }
    }

    Answer get(String path) {
        return send("GET", path, null, null);
    }

    Answer send(String method, String path, String json, String token) {
        return send(method, path, json, token, null);
    }

    /** {@code ifMatch}: the ETag an edit or rename is made under, or null for none. */
    Answer send(String method, String path, String json, String token, String ifMatch) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60))
                .method(method, json == null ? BodyPublishers.noBody() : BodyPublishers.ofString(json));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        if (ifMatch != null) {
            request.header("If-Match", ifMatch);
        }
        try {
            var response = HTTP.send(request.build(), BodyHandlers.ofString());
            return new Answer(method + " " + path, response.statusCode(), response.body(),
                    response.headers().firstValue("ETag").orElse(null));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
