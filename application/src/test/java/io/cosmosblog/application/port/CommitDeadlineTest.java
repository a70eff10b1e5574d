package io.cosmosblog.application.port;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

class CommitDeadlineTest {

    @Test
    void a_write_within_another_keeps_the_earlier_deadline_and_each_ends_with_its_write() {
        long now = System.nanoTime();
        long soon = now + Duration.ofSeconds(1).toNanos();
        long later = now + Duration.ofSeconds(60).toNanos();

        Duration inner = CommitDeadline.by(soon, () -> CommitDeadline.by(later, () -> CommitDeadline.timeLeft().orElseThrow()));
        Duration outerAfterInner = CommitDeadline.by(later, () -> {
            CommitDeadline.by(soon, () -> null);
            return CommitDeadline.timeLeft().orElseThrow();
        });

        assertThat(inner).isLessThanOrEqualTo(Duration.ofSeconds(1));
        assertThat(outerAfterInner).isGreaterThan(Duration.ofSeconds(30));
        assertThat(CommitDeadline.timeLeft()).isEmpty();
    }

    @Test
    void a_passed_deadline_leaves_no_time() {
        Duration left = CommitDeadline.by(System.nanoTime() - 1, () -> CommitDeadline.timeLeft().orElseThrow());

        assertThat(left.isNegative() || left.isZero()).isTrue();
    }
}
