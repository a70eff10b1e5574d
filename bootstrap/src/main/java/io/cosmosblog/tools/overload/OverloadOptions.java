package io.cosmosblog.tools.overload;

import java.time.Duration;

/**
 * How hard the overload run pushes.
 *
 * @param duration how long every client runs
 * @param slowBodies clients trickling a body a byte every half second, from three accounts
 * @param writers clients writing as fast as they are answered, each from an address and account of its own (a quarter heavy)
 * @param readers clients reading as fast as they are answered
 */
public record OverloadOptions(Duration duration, int slowBodies, int writers, int readers) {

    /** Each client is a thread of this process; writers are also addresses 127.0.0.10 onwards, of which 200 fit below 255. */
    static final int MOST_SLOW_BODIES = 2_000;
    static final int MOST_WRITERS = 200;
    static final int MOST_READERS = 200;
    static final Duration LONGEST = Duration.ofMinutes(10);

    public OverloadOptions {
        if (duration.isNegative() || duration.isZero() || duration.compareTo(LONGEST) > 0 || slowBodies < 0
                || slowBodies > MOST_SLOW_BODIES || writers < 1 || writers > MOST_WRITERS || readers < 1 || readers > MOST_READERS) {
            throw new IllegalArgumentException("a run lasts 1 s to 10 min, with 0 to " + MOST_SLOW_BODIES + " slow clients, 1 to "
                    + MOST_WRITERS + " writers and 1 to " + MOST_READERS + " readers");
        }
    }
}
