package io.cosmosblog.adapters.cosmos.changefeed;

import com.azure.cosmos.ChangeFeedProcessor;
import com.azure.cosmos.ChangeFeedProcessorBuilder;
import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.models.ChangeFeedProcessorOptions;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.gateway.BackgroundWork;
import io.cosmosblog.adapters.cosmos.model.ModelContainers;
import io.cosmosblog.adapters.cosmos.model.ProcessorSettings;
import io.cosmosblog.application.port.ChangeProjection;
import io.cosmosblog.application.port.ProjectionDelivery;
import io.cosmosblog.application.port.ProjectionLag;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ProjectionAttempts;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

/**
 * Change feed processors on {@code users} and {@code posts}, sharing the {@code leases}
 * container: a lease prefix per processor, this instance's host name, from the beginning so a
 * new instance (or a new view) catches up on everything. What becomes of a changed post is the
 * model's {@link ChangedPostHandling}; renames and the checks of copied names run in every model that has
 * a change feed to follow (V2, V3).
 */
public final class CosmosProjectionDelivery implements ProjectionDelivery {

    private static final Logger LOG = LoggerFactory.getLogger(CosmosProjectionDelivery.class);
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(30);
    private static final Duration LAG_TIMEOUT = Duration.ofSeconds(5);
    private static final Duration DRAIN_CHECK_EVERY = Duration.ofMillis(250);

    private final ModelContainers containers;
    private final ProcessorSettings settings;
    private final PendingWrites pendingWrites;
    private final StorageMeter meter;
    private final ProjectionAttempts attempts;
    private final ChangedPostHandling postChanges;
    private final ViewsRebuilt viewsRebuilt;
    // The processors' own threads. The SDK runs everything of a processor on the scheduler it is
    // given: each lease's handler, and also the lease renewals, the load balancing and the lag
    // estimates. A handler blocks its thread for as long as its batch takes, and while the store
    // is busy that is as long as the store stays busy (ProjectionAttempts waits it out). With few
    // threads, blocked handlers starved the renewals (a lease could expire and move to another
    // instance mid-batch) and the lag estimate (GET /metrics hung). Threads are made only when
    // needed and dropped after a minute idle, so the cap is room for a blocked handler per lease
    // beside the SDK's own work, not threads kept. Daemon threads, never disposed: the SDK may
    // still schedule a last task on them while stopping.
    private static final int PROCESSOR_THREADS = 256;
    private final Scheduler handlerThreads = Schedulers.newBoundedElastic(PROCESSOR_THREADS, 10_000, "projections", 60, true);
    private final AtomicInteger inFlight = new AtomicInteger();
    private final PerKey perKey = new PerKey();
    private final CatchUpCheck catchUp;
    private volatile List<ChangeFeedProcessor> processors = List.of();
    private volatile Map<String, ChangeFeedProcessor> processorNames = Map.of();

    public CosmosProjectionDelivery(ModelContainers containers, ProcessorSettings settings, PendingWrites pendingWrites,
            StorageMeter meter, ProjectionAttempts attempts, ChangedPostHandling postChanges, ViewsRebuilt viewsRebuilt) {
        this.containers = containers;
        this.settings = settings;
        this.pendingWrites = pendingWrites;
        this.meter = meter;
        this.attempts = attempts;
        this.postChanges = postChanges;
        this.viewsRebuilt = viewsRebuilt;
        this.catchUp = new CatchUpCheck(pendingWrites, inFlight);
    }

    @Override
    public synchronized void start(ChangeProjection projections) {
        if (!processors.isEmpty()) {
            throw new IllegalStateException("projections are delivered already");
        }
        ChangeHandlers handlers = new ChangeHandlers(projections,
                new EntityChanges(pendingWrites, inFlight, meter, attempts, perKey), postChanges);
        Optional<Instant> since = viewsRebuilt.since();
        since.ifPresent(time -> LOG.info("The views were rebuilt as of {}: leases this instance creates start there, not at the "
                + "beginning of the change feed", time));
        List<ChangeFeedProcessor> started = List.of(
                processor(containers.usersContainer(), "users.projections.", handlers::users, since),
                processor(containers.postsContainer(), "posts.projections.", handlers::posts, since));
        started.forEach(processor -> processor.start().block(STOP_TIMEOUT));
        processors = started;
        processorNames = Map.of("users", started.get(0), "posts", started.get(1));
        catchUp.watch(started);
    }

    /**
     * A lease with no position yet starts at the beginning of the change feed, so a new instance (or
     * a new view) catches up on everything; or, once a copy rebuilt the views, where it did
     * ({@link ViewsRebuilt}). A lease with a position goes on from there either way.
     */
    private ChangeFeedProcessor processor(CosmosAsyncContainer feed, String leasePrefix, Consumer<List<JsonNode>> handler,
            Optional<Instant> since) {
        ChangeFeedProcessorOptions options = new ChangeFeedProcessorOptions()
                .setLeasePrefix(leasePrefix);
        since.ifPresentOrElse(options::setStartTime, () -> options.setStartFromBeginning(true));
        options
                .setFeedPollDelay(settings.feedPollDelay())
                // A crashed instance's leases are free once they expire; the others look for free
                // leases often enough to take them within about one expiry. Renewing every half
                // expiry leaves one renewal of margin, and sets how long a batch may wait out a
                // busy store: the SDK gives up a lease whose handler has not finished a batch for
                // 25 whole seconds of renew interval (25 s at a 3 s renewal, 12.5 min at the
                // default 60 s expiry), and the change is then redelivered to the lease's next owner.
                .setLeaseExpirationInterval(settings.leaseExpiry())
                .setLeaseRenewInterval(settings.leaseExpiry().dividedBy(2))
                .setLeaseAcquireInterval(settings.leaseExpiry().dividedBy(4))
                // Projections yield to users: their polls and writes run at low priority
                // (the lease renewals do not: a lease lost under load moves the work, not ends it).
                .setFeedPollThroughputControlConfig(BackgroundWork.feedPolls())
                .setScheduler(handlerThreads);
        return new ChangeFeedProcessorBuilder()
                .hostName(settings.hostName())
                .feedContainer(feed)
                .leaseContainer(containers.leaseContainer())
                .options(options)
                .handleChanges(changes -> BlockingHandler.run(() -> BackgroundWork.run(() -> handler.accept(changes)), handlerThreads))
                .buildChangeFeedProcessor();
    }

    @Override
    public void viewsRebuiltAsOf(Instant since) {
        viewsRebuilt.record(since);
    }

    @Override
    public boolean awaitCaughtUp(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!catchUp.now()) {
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
            LockSupport.parkNanos(Duration.ofMillis(50).toNanos());
        }
        return true;
    }

    /** Until no lease of this instance has changes left: a stop drains its own leases, not the cluster's. */
    private boolean awaitDrained(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!catchUp.drained(settings.hostName())) {
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
            // each check reads every lease and estimates its lag: not too often
            LockSupport.parkNanos(DRAIN_CHECK_EVERY.toNanos());
        }
        return true;
    }

    /** The change feed's own estimate per processor (a read per lease), and this instance's oldest waiting write. */
    @Override
    public List<ProjectionLag> lag() {
        return processorNames.entrySet().stream().map(named -> {
            long pending;
            try {
                Map<String, Integer> perLease = named.getValue().getEstimatedLag().block(LAG_TIMEOUT);
                pending = perLease == null ? -1 : perLease.values().stream().mapToLong(Integer::longValue).sum();
            } catch (RuntimeException unavailable) {
                pending = -1;
            }
            return new ProjectionLag(named.getKey(), pending, pendingWrites.oldestPending(named.getKey() + "/"));
        }).toList();
    }

    @Override
    public long parkedSinceStart() {
        return attempts.parkedSinceStart();
    }

    @Override
    public synchronized void stop(Duration timeout) {
        if (processors.isEmpty()) {
            return;
        }
        if (!awaitDrained(timeout)) {
            LOG.warn("stopping the change feed processors with changes of this instance's leases not yet projected");
        }
        for (ChangeFeedProcessor processor : processors) {
            try {
                processor.stop().block(STOP_TIMEOUT);
            } catch (RuntimeException e) {
                LOG.warn("a change feed processor did not stop cleanly", e);
            }
        }
        processors = List.of();
        processorNames = Map.of();
    }
}
