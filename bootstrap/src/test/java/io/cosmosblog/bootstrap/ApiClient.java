package io.cosmosblog.bootstrap;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest.BodyPublisher;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse.BodyHandlers;
import java.time.Duration;

/** Speaks to the API over a real socket, as any client would. */
final class ApiClient {

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private final String base;

    ApiClient(String base) {
        this.base = base;
    }

    Reply get(String path) {
        return send(request(path).GET());
    }

    Reply post(String path, String json, String token) {
        return send(withBody(request(path), "POST", json, token));
    }

    Reply put(String path, String json, String token) {
        return send(withBody(request(path), "PUT", json, token));
    }

    Reply delete(String path, String token) {
        return send(withBody(request(path), "DELETE", null, token));
    }

    HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(10));
    }

    Reply send(HttpRequest.Builder request) {
        try {
            return Reply.of(http.send(request.build(), BodyHandlers.ofString()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static HttpRequest.Builder withBody(HttpRequest.Builder request, String method, String json, String token) {
        BodyPublisher body = json == null ? BodyPublishers.noBody() : BodyPublishers.ofString(json);
        request.method(method, body).header("Content-Type", "application/json");
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        return request;
    }
}
