package io.cosmosblog.application.port.plumbing;

import io.cosmosblog.application.port.ChangedEntity;
import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.application.port.ParkedChanges;
import io.cosmosblog.application.port.StorageBusyException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** A bad change is parked after its attempts; a busy store is waited out, however long, and parks nothing. */
class ProjectionAttemptsTest {

    private final List<ParkedChange> parked = new CopyOnWriteArrayList<>();
    private final ProjectionAttempts attempts = new ProjectionAttempts(new ParkedChanges() {
        @Override
        public void park(ParkedChange change) {
            parked.add(change);
        }

        @Override
        public List<ParkedChange> all() {
            return List.copyOf(parked);
        }

        @Override
        public void release(ChangedEntity change) {
        }
    }, 5, Duration.ofMillis(1), Clock.systemUTC());

    @Test
    void a_change_that_fails_every_attempt_is_parked() {
        AtomicInteger tries = new AtomicInteger();

        boolean projected = attempts.project(ChangedEntity.ofPost("p1"), () -> {
            tries.incrementAndGet();
            throw new IllegalStateException("a bad change");
        });

        assertThat(projected).isFalse();
        assertThat(tries).hasValue(5);
        assertThat(parked).singleElement().satisfies(p -> assertThat(p.error()).contains("a bad change"));
    }

    @Test
    void a_busy_store_is_waited_out_beyond_the_attempts_and_parks_nothing() {
        AtomicInteger tries = new AtomicInteger();

        boolean projected = attempts.project(ChangedEntity.ofPost("p2"), () -> {
            if (tries.incrementAndGet() <= 9) {
                throw new StorageBusyException("throttled", Duration.ZERO, null);
            }
        });

        assertThat(projected).isTrue();
        assertThat(tries).as("more tries than the five attempts").hasValue(10);
        assertThat(parked).isEmpty();
    }

    @Test
    void busy_waits_double_from_the_first_pause_follow_a_longer_retry_after_and_stop_growing_at_five_seconds() {
        assertThat(attempts.busyPause(1, Duration.ZERO)).isEqualTo(Duration.ofMillis(1));
        assertThat(attempts.busyPause(4, Duration.ZERO)).isBetween(Duration.ofMillis(7), Duration.ofMillis(9));
        assertThat(attempts.busyPause(1, Duration.ofMillis(500))).isBetween(Duration.ofMillis(400), Duration.ofMillis(600));
        assertThat(attempts.busyPause(40, Duration.ZERO)).isBetween(Duration.ofSeconds(4), Duration.ofSeconds(6));
    }
}
