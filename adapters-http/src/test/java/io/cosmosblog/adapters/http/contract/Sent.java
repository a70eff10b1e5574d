package io.cosmosblog.adapters.http.contract;

import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.net.http.HttpRequest;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;

/** A request as the test sent it: method, path, query, headers and body (null for none). */
public record Sent(String method, String path, Map<String, List<String>> query, Map<String, List<String>> headers,
        String body) {

    public Sent {
        query = Map.copyOf(query);
        headers = Map.copyOf(headers);
    }

    /** What the client sends for {@code request}, its body read from the request's own publisher. */
    public static Sent of(HttpRequest request) {
        return new Sent(request.method(), request.uri().getPath(), query(request.uri()), request.headers().map(),
                request.bodyPublisher().map(Sent::read).orElse(null));
    }

    /** A request by its method and target ({@code /path?query}) alone, as a raw socket sends it. */
    public static Sent of(String method, String target) {
        try {
            URI uri = new URI(target);
            return new Sent(method, uri.getPath(), query(uri), Map.of(), null);
        } catch (URISyntaxException e) {
            return new Sent(method, target, Map.of(), Map.of(), null); // junk on purpose: no route matches it
        }
    }

    Sent withMethod(String other) {
        return new Sent(other, path, query, headers, body);
    }

    Optional<Request.Method> knownMethod() {
        return Arrays.stream(Request.Method.values()).filter(known -> known.name().equals(method)).findFirst();
    }

    Request toRequest() {
        SimpleRequest.Builder request = new SimpleRequest.Builder(method, path);
        query.forEach(request::withQueryParam);
        headers.forEach(request::withHeader);
        if (body != null) {
            request.withBody(body);
        }
        return request.build();
    }

    private static Map<String, List<String>> query(URI uri) {
        Map<String, List<String>> query = new LinkedHashMap<>();
        if (uri.getRawQuery() != null) {
            for (String pair : uri.getRawQuery().split("&")) {
                int eq = pair.indexOf('=');
                String name = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
                String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                query.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
            }
        }
        return query;
    }

    /** The body a publisher sends; none when it sends nothing. The client's publishers may be read again. */
    private static String read(HttpRequest.BodyPublisher publisher) {
        if (publisher.contentLength() == 0) {
            return null;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        CompletableFuture<Void> done = new CompletableFuture<>();
        publisher.subscribe(new Flow.Subscriber<>() {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                subscription.request(Long.MAX_VALUE);
            }

            @Override
            public void onNext(ByteBuffer item) {
                byte[] chunk = new byte[item.remaining()];
                item.get(chunk);
                bytes.writeBytes(chunk);
            }

            @Override
            public void onError(Throwable throwable) {
                done.completeExceptionally(throwable);
            }

            @Override
            public void onComplete() {
                done.complete(null);
            }
        });
        try {
            done.get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("the request's body could not be read for the check against openapi.yaml", e);
        }
        return bytes.size() == 0 ? null : bytes.toString(StandardCharsets.UTF_8);
    }
}
