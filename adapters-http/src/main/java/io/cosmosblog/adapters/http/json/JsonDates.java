package io.cosmosblog.adapters.http.json;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * ISO-8601 UTC with milliseconds, always the same width ({@link Instant#toString()} drops a zero
 * fraction), so clients can compare the strings as well as parse them.
 */
final class JsonDates {

    private static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);

    private JsonDates() {
    }

    static String format(Instant instant) {
        return FORMAT.format(instant);
    }
}
