package io.cosmosblog.tools.bench;

/**
 * What driving one scenario showed: latency, throughput and what each request cost the store
 * ({@code requestCharge} the mean RU, {@code minRequestCharge} the least any one request reported,
 * {@code bytesWritten} the mean bytes of write requests sent to the store; zero in memory), and
 * the requests that got no good answer, by reason.
 */
record Measurement(
        Scenario scenario,
        int requests,
        FailedRequests errors,
        double p50Ms,
        double p99Ms,
        double perSecond,
        double operations,
        int maxOperations,
        double partitions,
        int maxPartitions,
        double requestCharge,
        double minRequestCharge,
        double bytesWritten) {

    int failures() {
        return errors.count();
    }
}
