package io.cosmosblog.adapters.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.cosmosblog.application.metering.StoreCost;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class StoreCostHeaderTest {

    @Test
    void writes_the_articles_figures_with_two_decimals() {
        StoreCost cost = new StoreCost(2, 1, 15.27, Duration.ofNanos(4_056_000));

        assertThat(StoreCostHeader.format(cost)).isEqualTo("store;dur=4.06;desc=\"ops=2 partitions=1 ru=15.27\"");
    }

    @Test
    void pads_small_fractions_and_writes_zero_plainly() {
        assertThat(StoreCostHeader.format(new StoreCost(1, 1, 1.05, Duration.ofNanos(50_000))))
                .isEqualTo("store;dur=0.05;desc=\"ops=1 partitions=1 ru=1.05\"");
        assertThat(StoreCostHeader.format(new StoreCost(1, 1, 5.71, Duration.ofNanos(50_000), 312)))
                .isEqualTo("store;dur=0.05;desc=\"ops=1 partitions=1 ru=5.71 bytes=312\"");
        assertThat(StoreCostHeader.format(StoreCost.NONE)).isEqualTo("store;dur=0.00;desc=\"ops=0 partitions=0 ru=0.00\"");
    }
}
