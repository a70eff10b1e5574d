package io.cosmosblog.bootstrap.browser;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;

/**
 * The Chrome DevTools Protocol over the JDK's own WebSocket: commands, their answers and events.
 * Speaking it directly keeps the test free of a driver library and of any driver download.
 */
final class DevTools implements AutoCloseable {

    private static final Duration COMMAND_TIMEOUT = Duration.ofSeconds(15);

    private final ObjectMapper json = new ObjectMapper();
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> waiting = new ConcurrentHashMap<>();
    private final CopyOnWriteArrayList<BiConsumer<String, JsonNode>> listeners = new CopyOnWriteArrayList<>();
    private final WebSocket socket;

    private DevTools(URI browserEndpoint) {
        this.socket = HttpClient.newHttpClient().newWebSocketBuilder()
                .connectTimeout(Duration.ofSeconds(10))
                .buildAsync(browserEndpoint, new Receiver())
                .join();
    }

    static DevTools connect(URI browserEndpoint) {
        return new DevTools(browserEndpoint);
    }

    ObjectNode params() {
        return json.createObjectNode();
    }

    /** Sends a command to the browser ({@code session} null) or to one attached page, and waits for its result. */
    JsonNode send(String session, String method, ObjectNode params) {
        int id = ids.incrementAndGet();
        ObjectNode message = json.createObjectNode().put("id", id).put("method", method);
        message.set("params", params == null ? params() : params);
        if (session != null) {
            message.put("sessionId", session);
        }
        CompletableFuture<JsonNode> answer = new CompletableFuture<>();
        waiting.put(id, answer);
        synchronized (socket) {
            socket.sendText(message.toString(), true).join();
        }
        try {
            return answer.get(COMMAND_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new IllegalStateException(method + " got no answer within " + COMMAND_TIMEOUT, e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(method + " failed: " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } finally {
            waiting.remove(id);
        }
    }

    /** Every event, as (session id or "", the whole message). */
    void onEvent(BiConsumer<String, JsonNode> listener) {
        listeners.add(listener);
    }

    @Override
    public void close() {
        socket.abort();
    }

    private void receive(String text) {
        JsonNode message;
        try {
            message = json.readTree(text);
        } catch (Exception e) {
            return;
        }
        if (message.has("id")) {
            CompletableFuture<JsonNode> answer = waiting.get(message.get("id").asInt());
            if (answer == null) {
                return;
            }
            if (message.has("error")) {
                answer.completeExceptionally(new IllegalStateException(message.get("error").toString()));
            } else {
                answer.complete(message.get("result"));
            }
        } else {
            String session = message.path("sessionId").asText("");
            listeners.forEach(listener -> listener.accept(session, message));
        }
    }

    /** Reassembles messages that arrive in parts (screenshots are large) before handing them on. */
    private final class Receiver implements WebSocket.Listener {

        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                receive(text);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            waiting.values().forEach(answer -> answer.completeExceptionally(error));
        }
    }
}
