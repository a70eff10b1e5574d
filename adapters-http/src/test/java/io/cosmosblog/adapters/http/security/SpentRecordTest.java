package io.cosmosblog.adapters.http.security;

import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** A forgotten client is charged what it spent until its budget would have refilled, and a stranger nothing. */
class SpentRecordTest {

    private static final long NOW = -5_000; // the clock's origin is arbitrary: it may read below zero

    @Test
    void a_forgotten_client_is_charged_what_it_spent_until_its_refill() {
        SpentRecord record = new SpentRecord(1024);
        record.remember("2001:db8:1:2::/64", 7, NOW + 1_000, NOW);
        record.remember("2001:db8:1:2::/64", 3, NOW + 500, NOW);

        assertThat(record.spent("2001:db8:1:2::/64", NOW + 999)).as("the larger spending, to the later refill").isEqualTo(7);
        assertThat(record.spent("2001:db8:1:2::/64", NOW + 1_000)).isZero();
        assertThat(record.spent("198.51.100.7", NOW)).isZero();
        assertThat(new SpentRecord(1024).spent("198.51.100.7", NOW)).isZero();
    }

    @Test
    void its_memory_is_fixed_by_its_cells() {
        assertThat(SpentRecord.bytes(20_000)).isEqualTo(SpentRecord.ROWS * 32_768L * SpentRecord.BYTES_PER_CELL);
    }
}
