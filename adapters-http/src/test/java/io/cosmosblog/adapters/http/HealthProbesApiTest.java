package io.cosmosblog.adapters.http;

import io.cosmosblog.application.port.StorageHealth;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Liveness never asks the store; readiness (and {@code /health}, which is readiness) asks it at
 * most about once a second, however often it is probed.
 */
class HealthProbesApiTest {

    private static final AtomicInteger STORE_READS = new AtomicInteger();
    private static final StorageHealth COUNTED = () -> {
        STORE_READS.incrementAndGet();
        return true;
    };

    @RegisterExtension
    static final TestApi api = new TestApi(ports -> TestApi.replacing(ports, StorageHealth.class, COUNTED));

    @Test
    void liveness_answers_without_asking_the_store() {
        int before = STORE_READS.get();

        for (int probe = 0; probe < 100; probe++) {
            assertThat(api.get("/health/live").expect(200).json().get("status").asText()).isEqualTo("ok");
        }

        assertThat(STORE_READS.get() - before).isZero();
    }

    @Test
    void a_hundred_readiness_probes_read_the_store_at_most_once_a_second() {
        for (String path : new String[] {"/health", "/health/ready"}) {
            int before = STORE_READS.get();
            long start = System.nanoTime();

            for (int probe = 0; probe < 100; probe++) {
                assertThat(api.get(path).expect(200).json().get("status").asText()).isEqualTo("ok");
            }

            // However slow this machine, no more than one read per second begun, and the first.
            long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
            int reads = STORE_READS.get() - before;
            System.out.printf("%s: %d store reads for 100 probes in %d s%n", path, reads, seconds);
            assertThat(reads).as(path).isBetween(0, (int) seconds + 1);
        }
    }
}
