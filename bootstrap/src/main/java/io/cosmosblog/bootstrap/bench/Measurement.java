package io.cosmosblog.bootstrap.bench;

/** What driving one scenario showed: latency, throughput and what each request cost the store. */
record Measurement(
        Scenario scenario,
        int requests,
        int failures,
        double p50Ms,
        double p99Ms,
        double perSecond,
        double operations,
        int maxOperations,
        double partitions,
        int maxPartitions,
        double requestCharge) {
}
