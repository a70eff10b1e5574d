package io.cosmosblog.adapters.http.error;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

class ErrorMappingTest {

    @Test
    void retry_after_is_whole_seconds_rounded_up() {
        assertThat(ErrorMapping.retryAfterSeconds(Duration.ofSeconds(4))).isEqualTo(4);
        assertThat(ErrorMapping.retryAfterSeconds(Duration.ofSeconds(4).plusNanos(1))).isEqualTo(5);
        assertThat(ErrorMapping.retryAfterSeconds(Duration.ofMillis(3999))).isEqualTo(4);
    }

    @Test
    void retry_after_is_at_least_one_second_whatever_the_store_said() {
        assertThat(ErrorMapping.retryAfterSeconds(Duration.ZERO)).isEqualTo(1);
        assertThat(ErrorMapping.retryAfterSeconds(Duration.ofNanos(1))).isEqualTo(1);
        assertThat(ErrorMapping.retryAfterSeconds(Duration.ofSeconds(-5))).isEqualTo(1);
        assertThat(ErrorMapping.retryAfterSeconds(null)).isEqualTo(1);
    }
}
