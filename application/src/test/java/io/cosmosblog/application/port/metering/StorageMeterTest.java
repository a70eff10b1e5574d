package io.cosmosblog.application.port.metering;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

class StorageMeterTest {

    private final StorageMeter meter = new StorageMeter();

    @Test
    void counts_operations_distinct_partitions_charge_and_time() {
        StorageMeter.Metered<String> metered = meter.measure(() -> {
            meter.record("posts/1", 1.0, 1_000);
            meter.record("posts/1", 2.5, 2_000);
            meter.record("users/9", 1.0, 3_000);
            return "done";
        });

        assertThat(metered.result()).isEqualTo("done");
        assertThat(metered.cost()).isEqualTo(new StorageCost(3, 2, 4.5, Duration.ofNanos(6_000)));
    }

    @Test
    void one_partition_read_many_times_counts_once_and_a_fan_out_counts_each() {
        StorageMeter.Metered<Void> single = meter.measure(() -> {
            meter.record("posts/1", 1.0, 10);
            meter.record(new String("posts/1"), 1.0, 10);
            return null;
        });
        StorageMeter.Metered<Void> fanOut = meter.measure(() -> {
            for (String partition : new String[] {"posts/1", "posts/2", "posts/1", "posts/3", "posts/2"}) {
                meter.record(partition, 1.0, 10);
            }
            return null;
        });

        assertThat(single.cost().partitions()).isEqualTo(1);
        assertThat(fanOut.cost().operations()).isEqualTo(5);
        assertThat(fanOut.cost().partitions()).isEqualTo(3);
    }

    @Test
    void operations_outside_a_tally_are_not_counted_anywhere() {
        meter.record("posts/1", 1.0, 1_000);

        assertThat(meter.measure(() -> "nothing").cost()).isEqualTo(new StorageCost(0, 0, 0, Duration.ZERO));
    }

    @Test
    void a_nested_tally_leaves_the_outer_one_intact() {
        StorageMeter.Tally outer = meter.open();
        meter.record("users/1", 1.0, 10);
        meter.measure(() -> {
            meter.record("posts/2", 1.0, 10);
            return null;
        });
        meter.record("users/1", 1.0, 10);

        assertThat(meter.close(outer).operations()).isEqualTo(2);
    }

    @Test
    void background_work_is_totalled_apart_from_requests() {
        StorageMeter.Tally request = meter.open();
        meter.background(() -> meter.record("users/1", 2.0, 10));
        meter.background(() -> meter.record("feed/post", 3.0, 10));

        assertThat(meter.close(request).operations()).isZero();
        assertThat(meter.backgroundTotal()).isEqualTo(new StorageCost(2, 2, 5.0, Duration.ofNanos(20)));
    }
}
