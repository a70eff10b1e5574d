package io.cosmosblog.adapters.http.security;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * At most {@code permits} requests (or, for a budget of bytes, bytes) per {@code period} from one
 * client; {@link #OFF} limits nothing.
 */
public record RateLimit(int permits, Duration period) {

    public static final RateLimit OFF = new RateLimit(0, Duration.ZERO);
    private static final Pattern WRITTEN = Pattern.compile("([0-9]{1,6})/(s|min|h|d)");
    private static final Pattern WRITTEN_BYTES = Pattern.compile("([0-9]{1,7})(b|kib|mib)/(s|min|h|d)");
    private static final long KIB = 1024;

    public RateLimit {
        if (permits < 0 || period == null || period.isNegative() || (permits > 0) == period.isZero()) {
            throw new IllegalArgumentException("a rate limit is some requests per a period longer than zero, or off");
        }
    }

    /** {@code 10/min}, {@code 5/s}, {@code 100/h}, {@code 1000/d} or {@code off}. */
    public static RateLimit parse(String written) {
        String value = written.strip().toLowerCase(Locale.ROOT);
        if (value.equals("off")) {
            return OFF;
        }
        Matcher m = WRITTEN.matcher(value);
        if (!m.matches() || Integer.parseInt(m.group(1)) == 0) {
            throw new IllegalArgumentException("'" + written + "' is not a rate limit: write it as 10/min, 5/s, 100/h, 1000/d or off");
        }
        return new RateLimit(Integer.parseInt(m.group(1)), period(m.group(2)));
    }

    /** A budget of bytes: {@code 2MiB/min}, {@code 512KiB/min}, {@code 32MiB/d}, {@code 4096B/s} or {@code off}. */
    public static RateLimit parseBytes(String written) {
        String value = written.strip().toLowerCase(Locale.ROOT);
        if (value.equals("off")) {
            return OFF;
        }
        Matcher m = WRITTEN_BYTES.matcher(value);
        long bytes = m.matches() ? Long.parseLong(m.group(1)) * switch (m.group(2)) {
            case "mib" -> KIB * KIB;
            case "kib" -> KIB;
            default -> 1;
        } : 0;
        if (bytes == 0 || bytes > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("'" + written + "' is not a budget of bytes: write it as 2MiB/min, 512KiB/min, "
                    + "32MiB/d (at most 2047MiB) or off");
        }
        return new RateLimit((int) bytes, period(m.group(3)));
    }

    private static Duration period(String unit) {
        return switch (unit) {
            case "s" -> Duration.ofSeconds(1);
            case "min" -> Duration.ofMinutes(1);
            case "h" -> Duration.ofHours(1);
            default -> Duration.ofDays(1);
        };
    }

    public boolean isOff() {
        return permits == 0;
    }

    /** The same budget, a {@code share} of it (at least one), per the same period. */
    public RateLimit share(double share) {
        return isOff() ? OFF : new RateLimit((int) Math.max(1, Math.round(permits * share)), period);
    }

    @Override
    public String toString() {
        return isOff() ? "off" : permits + "/" + unit();
    }

    /** As {@link #parseBytes} reads it. */
    public String asBytes() {
        if (isOff()) {
            return "off";
        }
        String amount = permits % (KIB * KIB) == 0 ? permits / (KIB * KIB) + "MiB"
                : permits % KIB == 0 ? permits / KIB + "KiB" : permits + "B";
        return amount + "/" + unit();
    }

    private String unit() {
        return period.equals(Duration.ofSeconds(1)) ? "s" : period.equals(Duration.ofMinutes(1)) ? "min"
                : period.equals(Duration.ofHours(1)) ? "h" : "d";
    }
}
