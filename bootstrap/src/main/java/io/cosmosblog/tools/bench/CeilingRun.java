package io.cosmosblog.tools.bench;

import java.util.List;
import java.util.Optional;

/**
 * One run's climbs, on a database of its own: new posts, then likes on one post, each step at a
 * higher rate until one was not held.
 */
record CeilingRun(CeilingSubject subject, String database, List<ContainerBudget> containers, List<CeilingStep> posts,
        List<CeilingStep> likes) {

    CeilingRun {
        containers = List.copyOf(containers);
        posts = List.copyOf(posts);
        likes = List.copyOf(likes);
    }

    /** The highest rate held before the first step that was not; 0 when the first was not. */
    static int held(List<CeilingStep> steps) {
        int held = 0;
        for (CeilingStep step : steps) {
            if (!step.held()) {
                break;
            }
            held = step.rate();
        }
        return held;
    }

    /** The step that was not held, where the climb stopped; empty when every rate asked for was held. */
    static Optional<CeilingStep> stoppedAt(List<CeilingStep> steps) {
        return steps.stream().filter(step -> !step.held()).findFirst();
    }

    /** The container that holds the feed's copies. */
    Optional<ContainerBudget> feed() {
        return containers.stream().filter(c -> c.container().endsWith("feed")).findFirst();
    }
}
