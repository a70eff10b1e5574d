package io.cosmosblog.tools.bench;

import java.time.Duration;
import java.util.List;

/**
 * How {@code bench --partition-ceilings} climbs: the rates it asks for, in turn (new posts, then
 * likes, a second), how long each step lasts, and how many users write the posts.
 *
 * <p>A step is held when no request failed, none waited its turn (the client kept the rate), every
 * request was answered within {@link #MAX_LAG}, and, for new posts, every post reached the front
 * page (Q6) within it at the 99th percentile, the lag not growing over the step.
 */
public record CeilingOptions(List<Integer> rates, Duration step, int authors) {

    public static final List<Integer> RATES = List.of(2, 4, 8, 16, 32, 64, 128);
    public static final Duration STEP = Duration.ofSeconds(3);
    /** Post authors: enough that their own partitions (the copies of their posts beside them) never fill first. */
    public static final int AUTHORS = 64;

    /** The longest a post may take to reach the front page, or a request to be answered, at the 99th percentile. */
    public static final Duration MAX_LAG = Duration.ofSeconds(3);
    /** How much the median lag may grow from a step's first third of posts to its last. */
    public static final Duration GROWTH = Duration.ofSeconds(1);
    /** How late a request may start on its schedule before the client counts as having fallen behind. */
    public static final Duration LATE = Duration.ofSeconds(1);

    public CeilingOptions {
        rates = List.copyOf(rates);
        if (rates.isEmpty() || rates.stream().anyMatch(rate -> rate < 1)) {
            throw new IllegalArgumentException("the ceilings need rates of 1 or more a second");
        }
        if (step.toMillis() < 100) {
            throw new IllegalArgumentException("each step of the ceilings needs a tenth of a second or more");
        }
        if (authors < 1) {
            throw new IllegalArgumentException("the ceilings need an author");
        }
    }

    public CeilingOptions(List<Integer> rates, Duration step) {
        this(rates, step, AUTHORS);
    }

    /** Requests of a step at {@code rate} a second: at least one. */
    int requests(int rate) {
        return Math.max(1, (int) Math.round(rate * step.toMillis() / 1000.0));
    }
}
