package io.cosmosblog.adapters.http.json;

import java.time.Instant;
import java.time.LocalDateTime;
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

    /**
     * Written digit by digit for years 0 to 9999: every post, comment and like in an answer has a
     * date, and the general formatter was a measurable share of a read. Other years go through it.
     */
    static String format(Instant instant) {
        LocalDateTime t = LocalDateTime.ofEpochSecond(instant.getEpochSecond(), instant.getNano(), ZoneOffset.UTC);
        if (t.getYear() < 0 || t.getYear() > 9999) {
            return FORMAT.format(instant);
        }
        char[] text = "0000-00-00T00:00:00.000Z".toCharArray();
        digits(text, 0, 4, t.getYear());
        digits(text, 5, 2, t.getMonthValue());
        digits(text, 8, 2, t.getDayOfMonth());
        digits(text, 11, 2, t.getHour());
        digits(text, 14, 2, t.getMinute());
        digits(text, 17, 2, t.getSecond());
        digits(text, 20, 3, t.getNano() / 1_000_000);
        return new String(text);
    }

    private static void digits(char[] into, int at, int width, int value) {
        for (int i = at + width - 1; i >= at; i--, value /= 10) {
            into[i] = (char) ('0' + value % 10);
        }
    }
}
