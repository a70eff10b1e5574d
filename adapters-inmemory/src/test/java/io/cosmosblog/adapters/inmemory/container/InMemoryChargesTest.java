package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.application.port.metering.StorageMeter;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** The in-memory containers report the RU the test server's cost model charges: a point read 1, a write 4.95, a query page 2.5 and a tenth per item. */
class InMemoryChargesTest {

    private final StorageMeter meter = new StorageMeter();
    private final LockedPartitions<String, List<String>> copies = LockedPartitions.view("feed", meter);

    @Test
    void every_operation_is_charged_its_modelled_ru() {
        double written = meter.measure(() -> copies.upsert("post", () -> List.of("a"), list -> list.size())).cost().requestCharge();
        double missed = meter.measure(() -> copies.read("nobody", found -> found.map(list -> "one"))).cost().requestCharge();
        double pageOfTwo = meter.measure(() -> copies.read("post", found -> List.of("a", "b"))).cost().requestCharge();
        double counted = meter.measure(() -> copies.count()).cost().requestCharge();

        assertThat(written).isEqualTo(4.95);
        assertThat(missed).as("a point read that finds nothing costs one too").isEqualTo(1.0);
        assertThat(pageOfTwo).as("a page: 2.5, and a tenth of a read per item").isEqualTo(2.7);
        assertThat(counted).as("a count across the 4 physical partitions").isEqualTo(10.0);
    }

    @Test
    void nothing_found_is_charged_as_a_read_of_1_kb_and_a_short_copy_as_a_write_of_it() {
        assertThat(InMemoryCharges.read(Optional.empty())).isEqualTo(1.0);
        assertThat(ItemBytes.of("not an item")).isZero();
        assertThat(InMemoryCharges.write(null)).isEqualTo(4.95);
    }
}
