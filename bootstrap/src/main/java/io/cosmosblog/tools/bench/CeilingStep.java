package io.cosmosblog.tools.bench;

import io.cosmosblog.tools.bench.CeilingBlog.ContainerUse;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One step of a climb: {@code rate} requests a second asked for, what they did, and what the
 * containers were charged meanwhile; held when {@code shortfalls} is empty.
 *
 * @param lag        new posts only: how long each took from its create's answer to the front page
 * @param use        per container, the 429s the SDK met and the RU/s charged, from the step's start until its posts were settled
 * @param cpu        this machine's mean CPU load over the step, every process's, 0-1 (negative: not sampled)
 * @param jvmCpu     the same, of this JVM alone: the client and the projections
 * @param shortfalls why the step was not held, each in words
 */
record CeilingStep(int rate, RateDriver.Driven driven, Optional<FeedLag> lag, Map<String, ContainerUse> use, double seconds,
        double cpu, double jvmCpu, List<String> shortfalls) {

    boolean held() {
        return shortfalls.isEmpty();
    }

    double ruPerSecond(String container) {
        ContainerUse used = use.get(container);
        return used == null || seconds <= 0 ? 0 : used.requestCharge() / seconds;
    }

    long throttled(String container) {
        ContainerUse used = use.get(container);
        return used == null ? 0 : used.throttled();
    }

    /**
     * The new posts' way to the front page: how many showed there, how many it moved past unseen,
     * how many were still missing when the step was settled, and the lag of those that showed.
     */
    record FeedLag(int posts, int shown, int passed, int missing, double p50Seconds, double p99Seconds,
            double firstThirdSeconds, double lastThirdSeconds) {
    }
}
