package io.cosmosblog.adapters.cosmos.changefeed;

import com.azure.cosmos.ChangeFeedProcessor;
import com.azure.cosmos.models.ChangeFeedProcessorState;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
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
 * The estimate needs the session tokens Cosmos DB sends with the change feed; when it cannot be
 * had (an endpoint without them, a timeout), that one answer rests on the first two questions.
 */
final class CatchUpCheck {

    private static final Logger LOG = LoggerFactory.getLogger(CatchUpCheck.class);
    private static final Duration ESTIMATE_TIMEOUT = Duration.ofSeconds(10);

    private final PendingWrites pending;
    private final AtomicInteger inFlight;
    private volatile List<ChangeFeedProcessor> processors = List.of();
    private final AtomicBoolean toldUnavailable = new AtomicBoolean();

    CatchUpCheck(PendingWrites pending, AtomicInteger inFlight) {
        this.pending = pending;
        this.inFlight = inFlight;
    }

    void watch(List<ChangeFeedProcessor> started) {
        processors = started;
    }

    boolean now() {
        List<ChangeFeedProcessor> watched = processors;
        // in-flight is asked again last: a batch may have started while the lag was estimated
        return !watched.isEmpty() && inFlight.get() == 0 && pending.isEmpty()
                && watched.stream().allMatch(this::hasNoLag) && inFlight.get() == 0;
    }

    /**
     * Whether this instance may stop without leaving work half done: no batch midway, and no lease
     * it holds has changes left. Other instances' leases, and this instance's writes that they
     * project, are theirs to drain.
     */
    boolean drained(String hostName) {
        List<ChangeFeedProcessor> watched = processors;
        return inFlight.get() == 0 && watched.stream().allMatch(processor -> leases(processor)
                .map(leases -> leases.stream().filter(lease -> hostName.equals(lease.getHostName()))
                        .allMatch(lease -> lease.getEstimatedLag() == 0))
                .orElse(true)) && inFlight.get() == 0;
    }

    private boolean hasNoLag(ChangeFeedProcessor processor) {
        return leases(processor).map(leases -> !leases.isEmpty()
                && leases.stream().allMatch(lease -> lease.getHostName() != null && lease.getEstimatedLag() == 0))
                .orElse(true);
    }

    /** The processor's leases with their estimated lag; empty when the estimate cannot be had. */
    private Optional<List<ChangeFeedProcessorState>> leases(ChangeFeedProcessor processor) {
        try {
            return Optional.of(Objects.requireNonNullElse(processor.getCurrentState().block(ESTIMATE_TIMEOUT), List.of()));
        } catch (RuntimeException unavailable) {
            if (toldUnavailable.compareAndSet(false, true)) {
                LOG.info("the change feed lag estimate is unavailable; judging by this instance's writes meanwhile", unavailable);
            }
            return Optional.empty();
        }
    }
}
