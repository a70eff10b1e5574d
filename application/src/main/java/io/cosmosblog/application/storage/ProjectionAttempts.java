package io.cosmosblog.application.storage;

import java.lang.System.Logger.Level;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * How a change is projected, the same for every adapter: tried up to {@code maxAttempts} times
 * with a growing pause, then parked with its error, logged once and counted, so the delivery moves
 * on to the next change. Stopping (an interrupt) ends the attempts without parking: the change
 * is delivered again after the restart, as a change feed would.
 */
public final class ProjectionAttempts {

    private static final System.Logger LOG = System.getLogger(ProjectionAttempts.class.getName());

    private final ParkedChanges parked;
    private final int maxAttempts;
    private final Duration firstPause;
    private final Clock clock;
    private final AtomicLong parkedSinceStart = new AtomicLong();

    public ProjectionAttempts(ParkedChanges parked, int maxAttempts, Duration firstPause, Clock clock) {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("at least one attempt");
        }
        this.parked = parked;
        this.maxAttempts = maxAttempts;
        this.firstPause = firstPause;
        this.clock = clock;
    }

    /** True when {@code projection} succeeded; false when the change was parked (or the thread is stopping). */
    public boolean project(Change change, Runnable projection) {
        for (int attempt = 1; ; attempt++) {
            try {
                projection.run();
                return true;
            } catch (RuntimeException failure) {
                if (Thread.currentThread().isInterrupted()) {
                    return false;
                }
                if (attempt == maxAttempts) {
                    park(change, failure, attempt);
                    return false;
                }
                LockSupport.parkNanos(firstPause.multipliedBy(1L << Math.min(attempt - 1, 10)).toNanos());
            }
        }
    }

    private void park(Change change, RuntimeException failure, int attempts) {
        parked.park(new ParkedChange(change, String.valueOf(failure), attempts, clock.instant()));
        parkedSinceStart.incrementAndGet();
        LOG.log(Level.ERROR, "projecting " + change + " failed " + attempts + " times; parked it and moved on", failure);
    }

    /** How many changes this instance has parked since it started. */
    public long parkedSinceStart() {
        return parkedSinceStart.get();
    }
}
