package io.cosmosblog.adapters.cosmos.v3.mirror;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.items.SummaryItems;
import io.cosmosblog.adapters.cosmos.items.Tombstones;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostSummary;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Q6 with no store operation. The feed is one logical partition, so on Azure it caps every read
 * of the front page at that partition's throughput however many instances serve; and it changes
 * only when a post does. So every instance keeps its own copy of the newest posts: read once from
 * the feed container, then kept by pulling that container's change feed every {@code pollEvery}
 * (no lease: each instance sees every change). The copy answers while its last successful pull
 * started less than {@code trustedFor} ago; while it warms up, reads go to the container.
 *
 * <p>When pulls fail (the feed's partition is throttled, the store is down), the copy holds: it
 * keeps answering, and at most one read a second goes to the container instead (its answer also
 * refreshes the copy), so that a throttled partition is not met by every front-page read of
 * every instance. A failed fallback is answered from the copy too. How far behind the copy may
 * be is {@link #staleness()} (a gauge in {@code /metrics}). A pull has a time limit, and a
 * position the service refuses is dropped: the copy is read again from now.
 *
 * <p>Writes go to the container, and this instance's own writes also straight into its copy, so
 * it reads them back at once. A deleted post's tombstone, pulled or removed here, takes its post
 * out of the copy for good; the posts that move up arrive as the container's refill writes them.
 *
 * <p>The copy starts with the first read, so instances that never serve the front page (the
 * command line's tools) pull nothing. Its upkeep costs one change-feed request per
 * {@code pollEvery} per instance, and one query at the start.
 */
public final class MirroredFeedView implements FeedView, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(MirroredFeedView.class);
    private static final Duration FALLBACK_EVERY = Duration.ofSeconds(1);

    private final FeedView container;
    private final IntFunction<List<PostSummary>> warmUp;
    private final FeedChanges changes;
    private final Duration pollEvery;
    private final Duration trustedFor;
    private final Clock clock;
    private final AtomicReference<Instant> lastFallback = new AtomicReference<>(Instant.MIN);
    /** The copy, changed under this object's lock; each change is then published to {@link #newest}. */
    private FeedMirror copy;
    /** The copy's posts, newest first, as last published: what a read answers with, never locked. */
    private volatile List<PostSummary> newest;
    private volatile Instant caughtUpAt = Instant.MIN;
    private String position;
    private final boolean refilledByChanges;
    private volatile boolean shortAfterDelete;
    private ScheduledExecutorService poller;
    private boolean failing;

    /**
     * @param container the feed container's view: every write, and the reads the copy cannot answer
     * @param warmUp    the container's newest {@code n} copies, read without side effects: the copy's first read
     */
    public MirroredFeedView(FeedView container, IntFunction<List<PostSummary>> warmUp, FeedChanges changes, Duration pollEvery,
            Duration trustedFor) {
        this(container, warmUp, changes, pollEvery, trustedFor, Clock.systemUTC(), true);
    }

    /**
     * A feed whose refill after a delete writes nothing (V4: each shard still holds the posts that
     * move up into the whole feed's newest), so no change brings them: once a delete leaves a full
     * copy short, the next pull reads the container's newest again.
     */
    public static MirroredFeedView toppedUpAfterDeletes(FeedView container, IntFunction<List<PostSummary>> warmUp,
            FeedChanges changes, Duration pollEvery, Duration trustedFor) {
        return new MirroredFeedView(container, warmUp, changes, pollEvery, trustedFor, Clock.systemUTC(), false);
    }

    MirroredFeedView(FeedView container, IntFunction<List<PostSummary>> warmUp, FeedChanges changes, Duration pollEvery,
            Duration trustedFor, Clock clock) {
        this(container, warmUp, changes, pollEvery, trustedFor, clock, true);
    }

    private MirroredFeedView(FeedView container, IntFunction<List<PostSummary>> warmUp, FeedChanges changes, Duration pollEvery,
            Duration trustedFor, Clock clock, boolean refilledByChanges) {
        this.refilledByChanges = refilledByChanges;
        this.container = container;
        this.warmUp = warmUp;
        this.changes = changes;
        this.pollEvery = pollEvery;
        this.trustedFor = trustedFor;
        this.clock = clock;
    }

    @Override
    public List<PostSummary> latest(int limit) {
        startOnce();
        List<PostSummary> current = newest;
        if (current == null) {
            return container.latest(limit);
        }
        if (staleness().compareTo(trustedFor) < 0 || !fallbackDue()) {
            return first(current, limit);
        }
        try {
            List<PostSummary> read = container.latest(limit);
            read.forEach(summary -> apply(summary, true));
            return read;
        } catch (RuntimeException unavailable) {
            // The copy is what there is: older, but an answer.
            return first(current, limit);
        }
    }

    private static List<PostSummary> first(List<PostSummary> posts, int limit) {
        return posts.subList(0, Math.min(limit, posts.size()));
    }

    /** Keeps {@code changed} as the copy, and publishes its posts to the reads. */
    private synchronized void keep(FeedMirror changed) {
        copy = changed;
        newest = changed.posts();
    }

    /** How long since the copy's last successful pull started: zero before it has one. */
    public Duration staleness() {
        Instant since = caughtUpAt;
        return since.equals(Instant.MIN) ? Duration.ZERO : Duration.between(since, clock.instant());
    }

    /** Whether this read may go to the container: one a second while the copy is not trusted. */
    private boolean fallbackDue() {
        Instant now = clock.instant();
        Instant last = lastFallback.get();
        return (last.equals(Instant.MIN) || Duration.between(last, now).compareTo(FALLBACK_EVERY) >= 0)
                && lastFallback.compareAndSet(last, now);
    }

    @Override
    public void put(PostSummary summary) {
        container.put(summary);
        apply(summary, false);
    }

    @Override
    public void restore(PostSummary summary) {
        container.restore(summary);
        apply(summary, true);
    }

    /** The copy goes from the container (which refills itself) and from this instance's copy, for good. */
    @Override
    public void remove(DeletedPost post) {
        container.remove(post);
        drop(post);
    }

    private synchronized void drop(DeletedPost post) {
        if (copy != null) {
            FeedMirror changed = copy.without(post);
            shortAfterDelete |= !refilledByChanges && copy.posts().size() == CAPACITY && changed.posts().size() < CAPACITY;
            keep(changed);
        }
    }

    /** A copy read from the feed's change feed: a post's, or a deleted post's tombstone. */
    private void apply(JsonNode item) {
        if (Tombstones.isTombstone(item)) {
            drop(Tombstones.deletedPost(item));
        } else {
            apply(SummaryItems.summary(item), true);
        }
    }

    private synchronized void apply(PostSummary summary, boolean repair) {
        if (copy != null) {
            keep(copy.with(summary, repair));
        }
    }

    private synchronized void startOnce() {
        if (poller == null) {
            poller = Executors.newSingleThreadScheduledExecutor(work -> {
                Thread thread = new Thread(work, "feed-mirror");
                thread.setDaemon(true);
                return thread;
            });
            poller.scheduleWithFixedDelay(this::pull, 0, pollEvery.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    /** On the poller's thread: the first time a position and a full read, then what changed since. */
    private void pull() {
        Instant started = clock.instant();
        try {
            if (position == null) {
                // The position first: a copy written during the read is then read again, never missed.
                String from = changes.now();
                keep(FeedMirror.of(warmUp.apply(CAPACITY)));
                position = from;
                // A full read is as fresh as a pull: should the pulls after it fail, the copy ages from here.
                caughtUpAt = started;
            }
            // What the container holds: also over a copy of the same revision, so that a rebuild's
            // repair on any instance reaches every instance's copy.
            position = changes.since(position, this::apply);
            if (shortAfterDelete) {
                shortAfterDelete = false;
                warmUp.apply(CAPACITY).forEach(summary -> apply(summary, true));
            }
            caughtUpAt = started;
            if (failing) {
                failing = false;
                LOG.info("the copy of the feed is pulling again: the front page is served from memory");
            }
        } catch (FeedChanges.PositionRefused e) {
            position = null;
            LOG.warn("the change feed of the feed refused the copy's position; the copy is read again: {}", e.getCause().toString());
        } catch (RuntimeException e) {
            if (!failing) {
                failing = true;
                LOG.warn("the copy of the feed could not pull its changes; it answers as it is (and the store once a second) "
                        + "until it can: {}", e.toString());
            }
        }
    }

    @Override
    public synchronized void close() {
        if (poller != null) {
            poller.shutdownNow();
        }
    }
}
