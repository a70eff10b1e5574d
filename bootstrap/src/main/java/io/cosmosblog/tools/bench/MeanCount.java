package io.cosmosblog.tools.bench;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** A mean count as a sentence says it: 208, 7.6, 1.04 (two decimals at most, none when it is whole). */
final class MeanCount {

    private MeanCount() {
    }

    static String of(double mean) {
        return BigDecimal.valueOf(mean).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
    }

    /** {@code 1 operation}, {@code 1.04 operations}. */
    static String of(double mean, String singular) {
        String count = of(mean);
        return count + " " + (count.equals("1") ? singular : singular + "s");
    }
}
