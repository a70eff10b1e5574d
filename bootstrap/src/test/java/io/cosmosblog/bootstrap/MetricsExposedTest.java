package io.cosmosblog.bootstrap;

import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The management port binds loopback unless {@code MANAGEMENT_HOST} says otherwise: in a container
 * a scraper outside reaches {@code /metrics} only when it is bound to every interface on purpose.
 */
class MetricsExposedTest {

    @Test
    void metrics_bind_loopback_by_default() throws Exception {
        InetSocketAddress bound = boundWith(Map.of("MANAGEMENT_PORT", "0"));

        assertThat(bound.getAddress().isLoopbackAddress()).as("%s", bound).isTrue();
    }

    @Test
    void management_host_binds_metrics_to_every_interface_on_purpose() throws Exception {
        InetSocketAddress bound = boundWith(Map.of("MANAGEMENT_PORT", "0", "MANAGEMENT_HOST", "0.0.0.0"));

        assertThat(bound.getAddress().isAnyLocalAddress()).as("%s", bound).isTrue();
    }

    /** Starts a blog in memory with these variables, scrapes its metrics, stops it, and says where they were bound. */
    private static InetSocketAddress boundWith(Map<String, String> environment) throws Exception {
        Protection protection = ProtectionEnvironment.read(environment, 0);
        BlogLifecycle lifecycle = BlogComponent.of(new Settings(0, StorageKind.INMEMORY).withProtection(protection)).lifecycle();
        lifecycle.start();
        try {
            InetSocketAddress bound = lifecycle.managementAddress().orElseThrow();
            HttpResponse<String> metrics = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + bound.getPort() + "/metrics")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(metrics.statusCode()).isEqualTo(200);
            assertThat(metrics.body()).contains("jvm_memory_used_bytes");
            return bound;
        } finally {
            lifecycle.stop();
        }
    }
}
