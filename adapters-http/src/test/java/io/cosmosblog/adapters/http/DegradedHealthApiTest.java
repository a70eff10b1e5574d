package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.port.StorageHealth;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/** A warning that is not about writes (a copy falling behind) does not tell clients that writes are refused. */
class DegradedHealthApiTest {

    private static final StorageHealth BEHIND = new StorageHealth() {
        @Override
        public boolean isReady() {
            return true;
        }

        @Override
        public List<String> warnings() {
            return List.of("this instance's copy of the feed last pulled its changes 75 s ago");
        }
    };

    @RegisterExtension
    static final TestApi api = new TestApi(ports -> TestApi.replacing(ports, StorageHealth.class, BEHIND));

    @Test
    void a_warning_not_about_writes_says_degraded_and_not_writes_refused() {
        JsonNode health = api.get("/health").expect(200).json();

        assertThat(health.get("status").asText()).isEqualTo("ok");
        assertThat(health.has("writes")).as("writes go on").isFalse();
        assertThat(health.path("degraded").asBoolean()).isTrue();
        assertThat(health.has("warnings")).as("reasons only on the management port").isFalse();
    }
}
