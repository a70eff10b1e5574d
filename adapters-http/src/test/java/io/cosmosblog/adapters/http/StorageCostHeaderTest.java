package io.cosmosblog.adapters.http;

import io.cosmosblog.application.port.metering.StorageCost;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

class StorageCostHeaderTest {

    @Test
    void writes_the_articles_figures_with_two_decimals() {
        StorageCost cost = new StorageCost(2, 1, 15.27, Duration.ofNanos(4_056_000));

        assertThat(StorageCostHeader.format(cost)).isEqualTo("store;dur=4.06;desc=\"ops=2 partitions=1 ru=15.27\"");
    }

    @Test
    void pads_small_fractions_and_writes_zero_plainly() {
        assertThat(StorageCostHeader.format(new StorageCost(1, 1, 1.05, Duration.ofNanos(50_000))))
                .isEqualTo("store;dur=0.05;desc=\"ops=1 partitions=1 ru=1.05\"");
        assertThat(StorageCostHeader.format(new StorageCost(1, 1, 5.71, Duration.ofNanos(50_000), 312)))
                .isEqualTo("store;dur=0.05;desc=\"ops=1 partitions=1 ru=5.71 bytes=312\"");
        assertThat(StorageCostHeader.format(StorageCost.NONE)).isEqualTo("store;dur=0.00;desc=\"ops=0 partitions=0 ru=0.00\"");
    }
}
