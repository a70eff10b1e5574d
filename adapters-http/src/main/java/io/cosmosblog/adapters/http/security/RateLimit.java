package io.cosmosblog.adapters.http.security;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** At most {@code permits} requests per {@code period} from one client; {@link #OFF} limits nothing. */
public record RateLimit(int permits, Duration period) {

    public static final RateLimit OFF = new RateLimit(0, Duration.ZERO);
    private static final Pattern WRITTEN = Pattern.compile("([0-9]{1,6})/(s|min|h)");

    public RateLimit {
        if (permits < 0 || period == null || period.isNegative() || (permits > 0) == period.isZero()) {
            throw new IllegalArgumentException("a rate limit is some requests per a period longer than zero, or off");
        }
    }

    /** {@code 10/min}, {@code 5/s}, {@code 100/h} or {@code off}. */
    public static RateLimit parse(String written) {
        String value = written.strip().toLowerCase(Locale.ROOT);
        if (value.equals("off")) {
            return OFF;
        }
        Matcher m = WRITTEN.matcher(value);
        if (!m.matches() || Integer.parseInt(m.group(1)) == 0) {
            throw new IllegalArgumentException("'" + written + "' is not a rate limit: write it as 10/min, 5/s, 100/h or off");
        }
        Duration period = switch (m.group(2)) {
            case "s" -> Duration.ofSeconds(1);
            case "min" -> Duration.ofMinutes(1);
            default -> Duration.ofHours(1);
        };
        return new RateLimit(Integer.parseInt(m.group(1)), period);
    }

    public boolean isOff() {
        return permits == 0;
    }

    @Override
    public String toString() {
        if (isOff()) {
            return "off";
        }
        String unit = period.equals(Duration.ofSeconds(1)) ? "s" : period.equals(Duration.ofMinutes(1)) ? "min" : "h";
        return permits + "/" + unit;
    }
}
