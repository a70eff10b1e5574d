package io.cosmosblog.application.port.plumbing;

import io.cosmosblog.application.port.ChangedEntity;
import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.application.port.ParkedChanges;
import io.cosmosblog.application.port.StorageBusyException;
import java.lang.System.Logger.Level;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * How a change is projected, the same for every adapter: tried up to {@code maxAttempts} times
 * with a growing pause, then parked with its error, logged once and counted, so the delivery moves
 * on to the next change. Stopping (an interrupt) ends the attempts without parking: the change
 * is delivered again after the restart, as a change feed would.
 *
 * <p>A busy store ({@link StorageBusyException}: throttled, timed out, unavailable) is not a bad
 * change: the same change would fail for the same reason, and so would every change after it.
 * Such failures count no attempt: the change waits, backing off from {@code firstPause} (or the
 * store's own Retry-After, if longer) doubling up to {@value #BUSY_PAUSE_CAP_SECONDS} s with a
 * fifth of jitter, for as long as the store stays busy. The delivery holds back meanwhile (its lag
 * grows, and shows in the metrics), and nothing is parked that would leave a view wrong until
 * someone replays it.
 */
public final class ProjectionAttempts {

    private static final System.Logger LOG = System.getLogger(ProjectionAttempts.class.getName());
    private static final long BUSY_PAUSE_CAP_SECONDS = 5;
    private static final Duration BUSY_PAUSE_CAP = Duration.ofSeconds(BUSY_PAUSE_CAP_SECONDS);

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
    public boolean project(ChangedEntity change, Runnable projection) {
        int busy = 0;
        for (int attempt = 1; ; attempt++) {
            try {
                projection.run();
                if (busy > 0) {
                    LOG.log(Level.INFO, "projected " + change + " once the store was no longer busy, after " + busy + " waits");
                }
                return true;
            } catch (StorageBusyException failure) {
                if (Thread.currentThread().isInterrupted()) {
                    return false;
                }
                if (busy++ == 0) {
                    LOG.log(Level.WARNING, "the store is busy projecting " + change + " (" + failure.getMessage()
                            + "); waiting and trying again for as long as it stays busy");
                }
                attempt--; // a busy store is no attempt of the change's own
                LockSupport.parkNanos(busyPause(busy, failure.retryAfter()).toNanos());
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

    /** The wait before the next try while the store is busy: doubling from the first pause, capped, jittered. */
    Duration busyPause(int waits, Duration retryAfter) {
        Duration doubled = firstPause.multipliedBy(1L << Math.min(waits - 1, 16));
        Duration wait = retryAfter != null && retryAfter.compareTo(doubled) > 0 ? retryAfter : doubled;
        if (wait.compareTo(BUSY_PAUSE_CAP) > 0) {
            wait = BUSY_PAUSE_CAP;
        }
        long jitter = wait.toMillis() / 5;
        return wait.plusMillis(jitter == 0 ? 0 : ThreadLocalRandom.current().nextLong(-jitter, jitter + 1));
    }

    private void park(ChangedEntity change, RuntimeException failure, int attempts) {
        parked.park(new ParkedChange(change, String.valueOf(failure), attempts, clock.instant()));
        parkedSinceStart.incrementAndGet();
        LOG.log(Level.ERROR, "projecting " + change + " failed " + attempts + " times; parked it and moved on", failure);
    }

    /** How many changes this instance has parked since it started. */
    public long parkedSinceStart() {
        return parkedSinceStart.get();
    }
}
