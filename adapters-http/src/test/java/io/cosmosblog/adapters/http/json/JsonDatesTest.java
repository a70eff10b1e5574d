package io.cosmosblog.adapters.http.json;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.SplittableRandom;
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

    @Test
    void writes_what_the_general_formatter_writes_for_any_instant() {
        DateTimeFormatter general = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
        SplittableRandom random = new SplittableRandom(7);
        long lowest = Instant.parse("-0100-01-01T00:00:00Z").getEpochSecond();
        long highest = Instant.parse("+12000-12-31T23:59:59Z").getEpochSecond();
        for (int i = 0; i < 20_000; i++) {
            Instant instant = Instant.ofEpochSecond(random.nextLong(lowest, highest), random.nextInt(1_000_000_000));

            assertThat(JsonDates.format(instant)).as("%s", instant).isEqualTo(general.format(instant));
        }
        for (String edge : new String[] {"0000-01-01T00:00:00Z", "1970-01-01T00:00:00Z", "2024-02-29T23:59:59.999Z",
                "9999-12-31T23:59:59.999999999Z"}) {
            Instant instant = Instant.parse(edge);
            assertThat(JsonDates.format(instant)).isEqualTo(general.format(instant));
        }
    }
}
