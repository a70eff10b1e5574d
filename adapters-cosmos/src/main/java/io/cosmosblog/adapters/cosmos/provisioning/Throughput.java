package io.cosmosblog.adapters.cosmos.provisioning;

import com.azure.cosmos.models.ThroughputProperties;
import java.util.Locale;
import java.util.Optional;

/**
 * The throughput each container gets when this service creates it ({@code COSMOS_THROUGHPUT}):
 * {@code none} (a serverless account, or throughput shared at the database), {@code manual:<RU/s>}
 * (a fixed rate, billed every hour) or {@code autoscale:<max RU/s>} (scales from a tenth of the
 * maximum up to it, billed at the hour's peak). Containers that exist already keep theirs.
 *
 * @param kind  none, manual or autoscale
 * @param ruPerSecond the fixed rate (manual) or the maximum (autoscale); 0 for none
 */
public record Throughput(Kind kind, int ruPerSecond) {

    public enum Kind { NONE, MANUAL, AUTOSCALE }

    public static final Throughput NONE = new Throughput(Kind.NONE, 0);

    private static final String FORMAT = "must be none, manual:<RU/s> (400 or more, in hundreds, e.g. manual:400) "
            + "or autoscale:<max RU/s> (1000 or more, in thousands, e.g. autoscale:1000)";

    public Throughput {
        boolean valid = switch (kind) {
            case NONE -> ruPerSecond == 0;
            case MANUAL -> ruPerSecond >= 400 && ruPerSecond % 100 == 0;
            case AUTOSCALE -> ruPerSecond >= 1000 && ruPerSecond % 1000 == 0;
        };
        if (!valid) {
            throw new IllegalArgumentException(FORMAT + ", not " + kind.name().toLowerCase(Locale.ROOT) + ":" + ruPerSecond);
        }
    }

    /** {@code none}, {@code manual:400}, {@code autoscale:1000}, any case; IllegalArgumentException saying the format otherwise. */
    public static Throughput parse(String value) {
        String text = value.strip().toLowerCase(Locale.ROOT);
        if (text.equals("none")) {
            return NONE;
        }
        int colon = text.indexOf(':');
        String rate = colon < 0 ? "" : text.substring(colon + 1).strip();
        if (colon < 0 || !rate.matches("[0-9]{1,9}")) {
            throw new IllegalArgumentException(FORMAT + ", not '" + value + "'");
        }
        Kind kind = switch (text.substring(0, colon).strip()) {
            case "manual" -> Kind.MANUAL;
            case "autoscale" -> Kind.AUTOSCALE;
            default -> throw new IllegalArgumentException(FORMAT + ", not '" + value + "'");
        };
        return new Throughput(kind, Integer.parseInt(rate));
    }

    /** What to ask for when creating a container; empty: nothing of its own. */
    Optional<ThroughputProperties> properties() {
        return switch (kind) {
            case NONE -> Optional.empty();
            case MANUAL -> Optional.of(ThroughputProperties.createManualThroughput(ruPerSecond));
            case AUTOSCALE -> Optional.of(ThroughputProperties.createAutoscaledThroughput(ruPerSecond));
        };
    }

    @Override
    public String toString() {
        return kind == Kind.NONE ? "none" : kind.name().toLowerCase(Locale.ROOT) + ":" + ruPerSecond;
    }
}
