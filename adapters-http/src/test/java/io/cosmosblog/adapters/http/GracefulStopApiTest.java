package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.TestApi.Reply;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostSummary;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link HttpApi#stop()} as SIGTERM runs it: a request in flight is still answered, and an idle
 * keep-alive connection does not hold the stop up (Jetty's own graceful stop waited for such a
 * connection until its shutdown idle timeout, 1 s, closed it: the service exited 1 to 2 s late).
 */
class GracefulStopApiTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    /** Jetty's shutdown idle timeout: what a stop waited for with an idle connection open. */
    private static final Duration JETTY_SHUTDOWN_IDLE_TIMEOUT = Duration.ofSeconds(1);
    private static final Pattern CONTENT_LENGTH = Pattern.compile("(?im)^content-length:\\s*(\\d+)\\s*$");

    private final HeldFeed feed = new HeldFeed();
    private final TestApi api = new TestApi(ports -> TestApi.replacing(ports, FeedView.class, feed.over(ports.feed())));

    @BeforeEach
    void start() {
        api.beforeAll(null);
    }

    @AfterEach
    void stop() {
        feed.release();
        api.afterAll(null);
    }

    @Test
    void a_request_in_flight_is_answered_before_the_server_stops() throws Exception {
        feed.holdTheNextRead();
        CompletableFuture<Reply> inFlight = CompletableFuture.supplyAsync(() -> api.get("/api/feed"));
        assertThat(feed.reading.await(WAIT.toSeconds(), TimeUnit.SECONDS)).as("the request reached the store").isTrue();

        CompletableFuture<Void> stopping = CompletableFuture.runAsync(() -> api.http().stop());
        Thread.sleep(300);
        assertThat(stopping).as("the stop waits for the request in flight").isNotDone();
        feed.release();

        assertThat(inFlight.get(WAIT.toSeconds(), TimeUnit.SECONDS).status()).isEqualTo(200);
        stopping.get(WAIT.toSeconds(), TimeUnit.SECONDS);
    }

    @Test
    void an_idle_keep_alive_connection_does_not_hold_the_stop() throws Exception {
        try (Socket idle = new Socket("localhost", api.port())) {
            idle.setSoTimeout((int) WAIT.toMillis());
            idle.getOutputStream().write("GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            assertThat(readOneResponse(idle.getInputStream())).startsWith("HTTP/1.1 200");

            long start = System.nanoTime();
            api.http().stop();
            Duration took = Duration.ofNanos(System.nanoTime() - start);

            assertThat(idle.getInputStream().read()).as("the idle connection, closed by the server").isEqualTo(-1);
            // Well above what it takes (tens of milliseconds), and below what it took while the stop
            // waited for the idle connection (1 to 2 s).
            assertThat(took).as("the stop").isLessThan(JETTY_SHUTDOWN_IDLE_TIMEOUT);
        }
    }

    /** The head and the body (by Content-Length) of one response, leaving the connection open. */
    private static String readOneResponse(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
            int b = in.read();
            assertThat(b).as("a response head").isNotNegative();
            head.write(b);
        }
        String text = head.toString(StandardCharsets.ISO_8859_1);
        Matcher length = CONTENT_LENGTH.matcher(text);
        assertThat(length.find()).as("Content-Length in %s", text).isTrue();
        byte[] body = in.readNBytes(Integer.parseInt(length.group(1)));
        return text + new String(body, StandardCharsets.UTF_8);
    }

    /** The feed view, whose next read waits, when asked to, until released. */
    private static final class HeldFeed {

        final CountDownLatch reading = new CountDownLatch(1);
        private final CountDownLatch released = new CountDownLatch(1);
        private volatile boolean hold;

        void holdTheNextRead() {
            hold = true;
        }

        void release() {
            released.countDown();
        }

        FeedView over(FeedView real) {
            return new FeedView() {
                @Override
                public List<PostSummary> latest(int limit) {
                    if (hold) {
                        hold = false;
                        reading.countDown();
                        try {
                            released.await(WAIT.toSeconds(), TimeUnit.SECONDS);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }
                    return real.latest(limit);
                }

                @Override
                public void put(PostSummary summary) {
                    real.put(summary);
                }

                @Override
                public void restore(PostSummary summary) {
                    real.restore(summary);
                }

                @Override
                public void remove(DeletedPost post) {
                    real.remove(post);
                }
            };
        }
    }
}
