package io.cosmosblog.tools.bench;

import java.util.List;

/** Both runs of one benchmark, and the ratios the article's claims are judged by. */
record BenchResult(Run small, Run large) {

    static final List<String> READS = List.of("Q1", "Q2", "Q3", "Q4", "Q5", "Q6");

    /** Rounds each read is measured in, on both sizes in alternation; its figure is the median round's. */
    static final int ROUNDS = 3;

    /** Rounds of the ceiling: each side is measured once a round, in a turning order. */
    static final int CEILING_ROUNDS = 5;

    /** p50 at the larger size over p50 at the smaller one: V3 says about 1. */
    double scalingRatio(String read) {
        return large.of(read).p50Ms() / small.of(read).p50Ms();
    }

    /** Q2's throughput as a share of the bare route's. */
    double ceilingRatio() {
        return small.ceiling().ratio();
    }
}
