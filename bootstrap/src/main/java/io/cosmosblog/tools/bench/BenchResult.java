package io.cosmosblog.tools.bench;

import io.cosmosblog.tools.bench.Benchmark.Run;
import java.util.List;

/** Both runs of one benchmark, and the ratios the article's claims are judged by. */
record BenchResult(Run small, Run large) {

    static final List<String> READS = List.of("Q1", "Q2", "Q3", "Q4", "Q5", "Q6");

    /** p50 at the larger size over p50 at the smaller one: V3 says about 1. */
    double scalingRatio(String read) {
        return large.of(read).p50Ms() / small.of(read).p50Ms();
    }

    /** Q2's throughput as a share of the bare route's. */
    double ceilingRatio() {
        return small.ceiling().ratio();
    }
}
