package io.cosmosblog.application.copy;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one step of a copy counted (a user, or a post with its comments and likes), added to the
 * kinds only once the step is done: a step run again after the store was busy counts once.
 */
final class StepCounts {

    // Per kind: read in the source, written, found on the target already, taken back from the target.
    private final Map<CopiedKind, long[]> counts = new LinkedHashMap<>();

    void read(CopiedKind kind) {
        of(kind)[0]++;
    }

    void wrote(CopiedKind kind) {
        of(kind)[1]++;
    }

    void foundThere(CopiedKind kind) {
        of(kind)[2]++;
    }

    void tookBack(CopiedKind kind) {
        of(kind)[3]++;
    }

    /** The items the step read in the source. */
    long read() {
        return counts.values().stream().mapToLong(c -> c[0]).sum();
    }

    void addToKinds() {
        counts.forEach((kind, c) -> kind.add(c[0], c[1], c[2], c[3]));
    }

    private long[] of(CopiedKind kind) {
        return counts.computeIfAbsent(kind, k -> new long[4]);
    }
}
