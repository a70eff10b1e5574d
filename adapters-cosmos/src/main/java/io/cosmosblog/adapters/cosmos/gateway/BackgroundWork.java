package io.cosmosblog.adapters.cosmos.gateway;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.ThroughputControlGroupConfig;
import com.azure.cosmos.ThroughputControlGroupConfigBuilder;
import com.azure.cosmos.models.CosmosItemRequestOptions;
import com.azure.cosmos.models.CosmosQueryRequestOptions;
import com.azure.cosmos.models.PriorityLevel;
import java.util.Collection;

/**
 * Work no user waits on (the change feed projections and a rename's fan-out, an operator's rebuild
 * or parked replay) runs at low priority, so that on a partition whose throughput is spent the
 * service throttles it before the users' requests. This is the SDK's priority-based execution: a
 * local throughput control group of priority LOW on every container, named on such work's
 * requests (or every request's default, for a client that does nothing else). The group caps
 * nothing by itself: it only marks the requests, and the service decides when to throttle.
 */
public final class BackgroundWork {

    static final String GROUP = "background";
    // The change feed processor derives a group per lease from this one, so it has a name of its own.
    private static final String FEED_POLLS = "background-feed-polls";
    private static final ThreadLocal<Boolean> RUNNING = ThreadLocal.withInitial(() -> false);

    private BackgroundWork() {
    }

    /** The group the change feed processors' polls run in. */
    public static ThroughputControlGroupConfig feedPolls() {
        return group(FEED_POLLS, false);
    }

    private static ThroughputControlGroupConfig group(String name, boolean everyRequest) {
        return new ThroughputControlGroupConfigBuilder().groupName(name).priorityLevel(PriorityLevel.LOW)
                .defaultControlGroup(everyRequest)
                // the group only marks requests: never let its set-up stop one
                .continueOnInitError(true)
                .build();
    }

    /** Enables the group on the containers; {@code everyRequest}: for a client that only does background work. */
    public static void enable(Collection<CosmosAsyncContainer> containers, boolean everyRequest) {
        containers.forEach(container -> container.enableLocalThroughputControlGroup(group(GROUP, everyRequest)));
    }

    /** Runs {@code work} on this thread with its store requests marked as background work. */
    public static void run(Runnable work) {
        boolean outer = RUNNING.get();
        RUNNING.set(true);
        try {
            work.run();
        } finally {
            RUNNING.set(outer);
        }
    }

    static <T extends CosmosItemRequestOptions> T mark(T options) {
        if (RUNNING.get()) {
            options.setThroughputControlGroupName(GROUP);
        }
        return options;
    }

    static CosmosQueryRequestOptions mark(CosmosQueryRequestOptions options) {
        return RUNNING.get() ? options.setThroughputControlGroupName(GROUP) : options;
    }
}
