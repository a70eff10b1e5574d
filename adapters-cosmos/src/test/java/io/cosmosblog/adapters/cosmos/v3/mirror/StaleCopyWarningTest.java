package io.cosmosblog.adapters.cosmos.v3.mirror;

import io.cosmosblog.adapters.cosmos.model.CosmosHealth;
import io.cosmosblog.application.port.StorageHealth;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

class StaleCopyWarningTest {

    private final AtomicReference<Duration> staleness = new AtomicReference<>(Duration.ZERO);
    private final StorageHealth health = new CosmosHealth(null).withWarning(new StaleCopyWarning(staleness::get, Duration.ofSeconds(60)));

    @Test
    void a_copy_a_minute_behind_is_a_health_warning_and_not_a_refusal_of_writes() {
        assertThat(health.warnings()).isEmpty();

        staleness.set(Duration.ofSeconds(60));
        assertThat(health.warnings()).as("at the limit").isEmpty();

        staleness.set(Duration.ofSeconds(75));
        assertThat(health.warnings()).singleElement().asString().contains("copy of the feed").contains("75 s ago");
        assertThat(health.refusesWrites()).isFalse();

        staleness.set(Duration.ofSeconds(1));
        assertThat(health.warnings()).as("pulling again").isEmpty();
    }
}
