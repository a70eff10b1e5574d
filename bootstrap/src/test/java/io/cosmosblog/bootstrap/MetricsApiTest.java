package io.cosmosblog.bootstrap;

import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code GET /metrics}: Prometheus text with the requests, their store cost, the projections and the
 * JVM, on the management port only.
 */
abstract class MetricsApiTest extends ApiTest {

    @Test
    void metrics_show_requests_by_route_their_store_cost_the_projections_and_the_jvm() {
        Blogger ann = Blogger.register(client, "ann");
        String post = ann.write(client, "Measured", "text");
        client.get("/api/posts/" + post).expect(200);
        client.get("/api/posts/no-such-post").expect(404);
        blog.awaitProjections();

        Reply metrics = blog.management().get("/metrics").expect(200);

        assertThat(metrics.header("Content-Type")).startsWith("text/plain");
        assertThat(metrics.body())
                .containsPattern("http_server_requests_seconds_count\\{[^}]*method=\"GET\"[^}]*route=\"/api/posts/\\{postId\\}\"[^}]*status=\"200\"[^}]*} 1")
                .containsPattern("http_server_requests_seconds_count\\{[^}]*route=\"/api/posts/\\{postId\\}\"[^}]*status=\"404\"")
                .contains("http_server_requests_seconds_bucket")
                .doesNotContain("no-such-post")
                .containsPattern("blog_store_operations_count\\{route=\"/api/posts\"} 1")
                .containsPattern("blog_projection_pending_changes\\{processor=\"posts\"} 0")
                .containsPattern("blog_projection_oldest_waiting_seconds\\{processor=\"users\"}")
                .contains("blog_projection_parked_total 0")
                .contains("jvm_memory_used_bytes")
                .contains("jetty_threads_current");
    }

    @Test
    void metrics_are_not_served_on_the_public_port_where_health_is() {
        client.sendingInvalid("GET", "/metrics", null, null).expect(404);
        client.get("/health").expect(200);
        blog.management().get("/health").expect(200);
    }
}
