package io.cosmosblog.tools.bench;

import java.time.Duration;

/**
 * How big and how long a benchmark run is; every figure can be set on the command line.
 * {@code ceilingRound}: how long each side of the ceiling is driven per round, as wrk's {@code -d}.
 */
public record BenchOptions(int users, int scale, int requests, int threads, long seed, Duration ceilingRound) {

    public static final Duration CEILING_ROUND = Duration.ofSeconds(3);

    public BenchOptions {
        if (users < 2 || scale < 1 || requests < 1 || threads < 1) {
            throw new IllegalArgumentException("the benchmark needs --users >= 2, --scale >= 1, --requests >= 1, --threads >= 1");
        }
        if (ceilingRound.isNegative() || ceilingRound.isZero()) {
            throw new IllegalArgumentException("the ceiling's rounds need some time");
        }
    }

    public BenchOptions(int users, int scale, int requests, int threads, long seed) {
        this(users, scale, requests, threads, seed, CEILING_ROUND);
    }
}
