package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.http.contract.ApiDescription;
import io.cosmosblog.adapters.http.contract.Sent;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest.BodyPublisher;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse.BodyHandlers;
import java.time.Duration;

/**
 * Speaks to the API over a real socket, as any client would. Every request it sends and every
 * answer it gets must be as openapi.yaml describes them, but for a request bad on purpose
 * ({@link #sendingInvalid}), whose answer alone is checked, and on the management port, which the
 * description does not cover ({@link #management}).
 */
final class ApiClient {

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private final String base;
    private final boolean described;

    ApiClient(String base) {
        this(base, true);
    }

    private ApiClient(String base, boolean described) {
        this.base = base;
        this.described = described;
    }

    /** A client of the management port (metrics, health with its warnings): openapi.yaml does not describe it. */
    static ApiClient management(String base) {
        return new ApiClient(base, false);
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
        HttpRequest sent = request.build();
        Reply reply = exchange(sent);
        if (described) {
            ApiDescription.served().assertDescribes(Sent.of(sent), reply.answer());
        }
        return reply;
    }

    /**
     * Sends a request that is bad on purpose (malformed, of the wrong type, too large, to a route
     * that does not exist), which openapi.yaml need not describe; its answer must be as it describes.
     */
    Reply sendingInvalid(HttpRequest.Builder request) {
        HttpRequest sent = request.build();
        Reply reply = exchange(sent);
        ApiDescription.served().assertDescribesAnswerTo(Sent.of(sent), reply.answer());
        return reply;
    }

    /** A body (none when {@code json} is null) bad on purpose, as {@code token}'s user unless it is null: see {@link #sendingInvalid(HttpRequest.Builder)}. */
    Reply sendingInvalid(String method, String path, String json, String token) {
        if (json == null && method.equals("GET")) {
            HttpRequest.Builder get = request(path).GET();
            return sendingInvalid(token == null ? get : get.header("Authorization", "Bearer " + token));
        }
        return sendingInvalid(withBody(request(path), method, json, token));
    }

    private Reply exchange(HttpRequest request) {
        try {
            return Reply.of(http.send(request, BodyHandlers.ofString()));
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
