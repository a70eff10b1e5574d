package io.cosmosblog.bootstrap.bench;

/** How big and how long a benchmark run is; every figure can be set on the command line. */
public record BenchOptions(int users, int scale, int requests, int threads, long seed) {

    public BenchOptions {
        if (users < 2 || scale < 1 || requests < 1 || threads < 1) {
            throw new IllegalArgumentException("the benchmark needs --users >= 2, --scale >= 1, --requests >= 1, --threads >= 1");
        }
    }
}
