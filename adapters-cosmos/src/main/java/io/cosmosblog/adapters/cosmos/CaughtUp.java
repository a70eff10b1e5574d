package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.ChangeFeedProcessor;
import com.azure.cosmos.models.ChangeFeedProcessorState;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whether the projections have caught up, asked three ways because each alone can be fooled:
 * <ul>
 * <li>every write this instance made has been projected: exact, by revision, and true only
 * after a handler saw it, so it cannot pass before the processors hold their leases;</li>
 * <li>no handler is midway through a batch;</li>
 * <li>the processors' own estimate says no lease has changes left, which also covers writes by
 * other instances and the catch-up from the beginning, but reads as zero before any lease
 * exists, hence the check that each processor reports leases with an owner.</li>
 * </ul>
 * The estimate needs the session tokens real Cosmos DB sends; where an endpoint sends none (the
 * local test server) it fails, and only the first two questions are asked from then on.
 */
final class CaughtUp {

    private static final Logger LOG = LoggerFactory.getLogger(CaughtUp.class);
    private static final Duration ESTIMATE_TIMEOUT = Duration.ofSeconds(10);

    private final Unprojected unprojected;
    private final AtomicInteger inFlight;
    private volatile List<ChangeFeedProcessor> processors = List.of();
    private volatile boolean estimateWorks = true;

    CaughtUp(Unprojected unprojected, AtomicInteger inFlight) {
        this.unprojected = unprojected;
        this.inFlight = inFlight;
    }

    void watch(List<ChangeFeedProcessor> started) {
        processors = started;
    }

    boolean now() {
        List<ChangeFeedProcessor> watched = processors;
        // in-flight is asked again last: a batch may have started while the lag was estimated
        return !watched.isEmpty() && inFlight.get() == 0 && unprojected.isEmpty()
                && watched.stream().allMatch(this::hasNoLag) && inFlight.get() == 0;
    }

    private boolean hasNoLag(ChangeFeedProcessor processor) {
        if (!estimateWorks) {
            return true;
        }
        List<ChangeFeedProcessorState> leases;
        try {
            leases = processor.getCurrentState().block(ESTIMATE_TIMEOUT);
        } catch (RuntimeException unavailable) {
            estimateWorks = false;
            LOG.info("the change feed lag estimate is unavailable here; judging by this instance's writes only", unavailable);
            return true;
        }
        return leases != null && !leases.isEmpty()
                && leases.stream().allMatch(lease -> lease.getHostName() != null && lease.getEstimatedLag() == 0);
    }
}
