package io.cosmosblog.bootstrap.overload;

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

    public OverloadOptions {
        if (duration.isNegative() || duration.isZero() || slowBodies < 0 || writers < 1 || readers < 1 || writers > 200) {
            throw new IllegalArgumentException("the run lasts a while, with no fewer than 0 slow clients, 1 to 200 writers and 1 reader");
        }
    }
}
