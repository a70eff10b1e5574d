package io.cosmosblog.application.copy;

import io.cosmosblog.application.port.StorageBusyException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A copy's step waits out a busy store a while, then gives up; other failures are not retried. */
class RetryWhileBusyTest {

    private static StorageBusyException busy() {
        return new StorageBusyException("429/3200", Duration.ofMillis(1), null);
    }

    @Test
    void a_step_refused_as_busy_runs_again_until_it_is_taken() {
        AtomicInteger attempts = new AtomicInteger();

        String done = RetryWhileBusy.run(() -> {
            if (attempts.incrementAndGet() < 3) {
                throw busy();
            }
            return "copied";
        });

        assertThat(done).isEqualTo("copied");
        assertThat(attempts).hasValue(3);
    }

    @Test
    void any_other_failure_ends_the_step_at_once() {
        AtomicInteger attempts = new AtomicInteger();

        assertThatThrownBy(() -> RetryWhileBusy.run(() -> {
            attempts.incrementAndGet();
            throw new IllegalStateException("a bug");
        })).isInstanceOf(IllegalStateException.class);
        assertThat(attempts).hasValue(1);
    }
}
