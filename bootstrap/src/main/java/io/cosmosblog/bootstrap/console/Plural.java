package io.cosmosblog.bootstrap.console;

import java.util.Locale;

/** A count with its noun, as the commands print it: "1 post", "0 posts", "12,345 posts". */
public final class Plural {

    private Plural() {
    }

    /** {@code count} (grouped by thousands) and the noun, with an "s" unless the count is one. */
    public static String of(long count, String singular) {
        return of(count, singular, singular + "s");
    }

    /** As {@link #of(long, String)}, for a noun whose plural is not just an "s" more. */
    public static String of(long count, String singular, String plural) {
        return String.format(Locale.ROOT, "%,d %s", count, count == 1 ? singular : plural);
    }
}
