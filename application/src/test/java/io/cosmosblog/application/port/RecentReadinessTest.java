package io.cosmosblog.application.port;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** Probes as often as an orchestrator likes cost the store at most one read a second. */
class RecentReadinessTest {

    private final AtomicLong nanos = new AtomicLong();
    private final AtomicInteger reads = new AtomicInteger();
    private final AtomicBoolean storeAnswers = new AtomicBoolean(true);
    private final StorageHealth store = new StorageHealth() {
        @Override
        public boolean isReady() {
            reads.incrementAndGet();
            return storeAnswers.get();
        }

        @Override
        public List<String> warnings() {
            return List.of("nearly full");
        }
    };
    private final RecentReadiness readiness = new RecentReadiness(store, Duration.ofSeconds(1), nanos::get);

    @Test
    void a_hundred_probes_within_a_second_read_the_store_once() {
        for (int probe = 0; probe < 100; probe++) {
            assertThat(readiness.isReady()).isTrue();
            nanos.addAndGet(Duration.ofMillis(9).toNanos());
        }

        assertThat(reads).hasValue(1);
    }

    @Test
    void a_probe_after_the_answer_is_a_second_old_asks_again_and_hears_the_news() {
        assertThat(readiness.isReady()).isTrue();
        storeAnswers.set(false);
        nanos.addAndGet(Duration.ofMillis(999).toNanos());
        assertThat(readiness.isReady()).as("still the answer of less than a second ago").isTrue();

        nanos.addAndGet(Duration.ofMillis(1).toNanos());

        assertThat(readiness.isReady()).isFalse();
        assertThat(reads).hasValue(2);
    }

    @Test
    void a_store_that_throws_is_not_ready_and_is_asked_again_a_second_later() {
        RecentReadiness failing = new RecentReadiness(() -> {
            reads.incrementAndGet();
            throw new IllegalStateException("unreachable");
        }, Duration.ofSeconds(1), nanos::get);

        assertThat(failing.isReady()).isFalse();
        assertThat(failing.isReady()).isFalse();
        nanos.addAndGet(Duration.ofSeconds(1).toNanos());
        assertThat(failing.isReady()).isFalse();

        assertThat(reads).hasValue(2);
    }

    @Test
    void probes_arriving_while_the_store_is_asked_share_that_one_read() throws Exception {
        CountDownLatch asked = new CountDownLatch(1);
        CountDownLatch answer = new CountDownLatch(1);
        RecentReadiness slow = new RecentReadiness(() -> {
            reads.incrementAndGet();
            asked.countDown();
            try {
                answer.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return true;
        }, Duration.ofSeconds(1), nanos::get);
        ExecutorService probes = Executors.newFixedThreadPool(8);
        try {
            List<Future<Boolean>> answers = new ArrayList<>();
            answers.add(probes.submit(slow::isReady));
            asked.await();
            for (int probe = 0; probe < 20; probe++) {
                nanos.addAndGet(Duration.ofSeconds(1).toNanos()); // however late they come, one read is in flight
                answers.add(probes.submit(slow::isReady));
            }
            answer.countDown();
            for (Future<Boolean> each : answers) {
                assertThat(each.get()).isTrue();
            }
        } finally {
            probes.shutdownNow();
        }

        assertThat(reads).hasValue(1);
    }

    @Test
    void warnings_are_the_storages_own_and_wrapping_twice_wraps_once() {
        assertThat(readiness.warnings()).containsExactly("nearly full");
        assertThat(RecentReadiness.of(readiness)).isSameAs(readiness);
        assertThat(RecentReadiness.of(store)).isNotSameAs(store);
    }
}
