package io.cosmosblog.adapters.http.json;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

class JsonDatesTest {

    @Test
    void always_writes_milliseconds_so_the_strings_sort_like_the_instants() {
        String whole = JsonDates.format(Instant.parse("2026-11-21T10:00:00Z"));
        String later = JsonDates.format(Instant.parse("2026-11-21T10:00:00.5Z"));

        assertThat(whole).isEqualTo("2026-11-21T10:00:00.000Z");
        assertThat(later).isEqualTo("2026-11-21T10:00:00.500Z");
        assertThat(whole).isLessThan(later);
    }
}
