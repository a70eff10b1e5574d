package io.cosmosblog.adapters.http;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.http.TestApi.Member;
import io.cosmosblog.adapters.http.TestApi.Reply;
import io.cosmosblog.adapters.http.error.ErrorMapping;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.application.port.StorageBusyException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.slf4j.LoggerFactory;
import static org.assertj.core.api.Assertions.assertThat;

/** A store that is throttled or down beyond its retries is a 503 with Retry-After, never a 500. */
class StorageBusyApiTest {

    private static final String INTERNALS = "429 from partition posts/17, activity 5f3e";

    private static final Throttle posts = new Throttle();

    @RegisterExtension
    static final TestApi api = new TestApi(
            ports -> TestApi.replacing(ports, Posts.class, posts.over(Posts.class, ports.posts())));
    private static Member ann;
    private static String post;

    private final ListAppender<ILoggingEvent> log = new ListAppender<>();
    private final Logger errorMappingLog = (Logger) LoggerFactory.getLogger(ErrorMapping.class);

    @BeforeAll
    static void prepare() {
        ann = api.register("ann");
        post = api.write(ann, "Busy");
    }

    @BeforeEach
    void listen() {
        log.start();
        errorMappingLog.addAppender(log);
    }

    @AfterEach
    void calmDown() {
        posts.busyFor(null);
        errorMappingLog.detachAppender(log);
    }

    @ParameterizedTest
    @CsvSource({"PT0.001S, 1", "PT0.5S, 1", "PT1S, 1", "PT1.001S, 2", "PT2.5S, 3", "PT30S, 30", "PT0S, 1"})
    void a_read_is_503_with_retry_after_in_whole_seconds_rounded_up(Duration retryAfter, String seconds) {
        api.get("/api/posts/" + post).expect(200);
        posts.busyFor(retryAfter);

        Reply reply = api.get("/api/posts/" + post);

        assertThat(reply.error(503, "storage_busy").get("message").asText())
                .isEqualTo("the service is busy right now; try again later");
        assertThat(reply.header("Retry-After")).isEqualTo(seconds);
        assertThat(reply.body()).doesNotContain(INTERNALS).doesNotContain("Exception");
    }

    @Test
    void a_command_is_503_too_and_the_answer_still_says_what_it_cost() {
        posts.busyFor(Duration.ofMillis(1200));

        Reply reply = api.send("PUT", "/api/posts/" + post, ann.token(), "{\"title\":\"Edited\",\"content\":\"c\"}");

        reply.error(503, "storage_busy");
        assertThat(reply.header("Retry-After")).isEqualTo("2");
        assertThat(reply.header("Server-Timing")).startsWith("store;dur=");
    }

    @Test
    void each_busy_answer_is_logged_once_at_warn_without_a_stack_trace() {
        posts.busyFor(Duration.ofSeconds(3));

        api.get("/api/posts/" + post).expect(503);
        api.get("/api/posts/" + post + "/comments").expect(503);

        List<ILoggingEvent> events;
        synchronized (log) {
            events = List.copyOf(log.list);
        }
        assertThat(events).hasSize(2).allSatisfy(event -> {
            assertThat(event.getLevel()).isEqualTo(Level.WARN);
            assertThat(event.getThrowableProxy()).isNull();
            assertThat(event.getFormattedMessage()).contains("503").contains(INTERNALS);
        });
        assertThat(events.get(0).getFormattedMessage()).contains("GET /api/posts/" + post);
        assertThat(events.get(1).getFormattedMessage()).contains("GET /api/posts/" + post + "/comments");
    }

    @Test
    void once_the_store_answers_again_so_does_the_api() {
        posts.busyFor(Duration.ofSeconds(1));
        api.get("/api/posts/" + post).expect(503);

        posts.busyFor(null);

        assertThat(api.get("/api/posts/" + post).expect(200).json().get("id").asText()).isEqualTo(post);
    }

    /**
     * Throttles every call to the port it wraps while {@link #busyFor} is set: a proxy, so that it
     * keeps up with whatever methods the port has.
     */
    private static final class Throttle {

        private volatile Duration retryAfter;

        void busyFor(Duration retryAfter) {
            this.retryAfter = retryAfter;
        }

        <P> P over(Class<P> port, P stored) {
            InvocationHandler handler = (proxy, method, args) -> {
                Duration busy = retryAfter;
                if (busy != null && method.getDeclaringClass() != Object.class) {
                    throw new StorageBusyException(INTERNALS, busy, new IllegalStateException("throttled"));
                }
                try {
                    return method.invoke(stored, args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
            };
            return port.cast(Proxy.newProxyInstance(port.getClassLoader(), new Class<?>[] {port}, handler));
        }
    }
}
