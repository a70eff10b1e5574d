package io.cosmosblog.adapters.cosmos.v3.mirror;

import io.cosmosblog.adapters.cosmos.items.SummaryItems;
import io.cosmosblog.application.storage.FeedView;
import io.cosmosblog.domain.post.PostSummary;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Q6 with no store operation. The feed is one logical partition, so on Azure it caps every read
 * of the front page at that partition's throughput however many instances serve; and it changes
 * only when a post does. So every instance keeps its own copy of the newest posts: read once from
 * the feed container, then kept by pulling that container's change feed every {@code pollEvery}
 * (no lease: each instance sees every change). The copy answers while its last successful pull
 * started less than {@code trustedFor} ago; while it warms up, or when pulls fail, reads go to the
 * container as before. The copy is therefore at most {@code trustedFor} behind the feed container
 * (itself one projection behind the post). Writes go to the container, and this instance's own
 * writes also straight into its copy, so it reads them back at once.
 *
 * <p>The copy starts with the first read, so instances that never serve the front page (the
 * command line's tools) pull nothing. Its upkeep costs one change-feed request per
 * {@code pollEvery} per instance, and one query at the start.
 */
public final class MirroredFeedView implements FeedView, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(MirroredFeedView.class);

    private final FeedView container;
    private final IntFunction<List<PostSummary>> warmUp;
    private final FeedChanges changes;
    private final Duration pollEvery;
    private final Duration trustedFor;
    private final Clock clock;
    private volatile NewestPosts copy;
    private volatile Instant caughtUpAt = Instant.MIN;
    private String position;
    private ScheduledExecutorService poller;
    private boolean failing;

    /**
     * @param container the feed container's view: every write, and the reads the copy cannot answer
     * @param warmUp    the container's newest {@code n} copies, read without side effects: the copy's first read
     */
    public MirroredFeedView(FeedView container, IntFunction<List<PostSummary>> warmUp, FeedChanges changes, Duration pollEvery,
            Duration trustedFor) {
        this(container, warmUp, changes, pollEvery, trustedFor, Clock.systemUTC());
    }

    MirroredFeedView(FeedView container, IntFunction<List<PostSummary>> warmUp, FeedChanges changes, Duration pollEvery,
            Duration trustedFor, Clock clock) {
        this.container = container;
        this.warmUp = warmUp;
        this.changes = changes;
        this.pollEvery = pollEvery;
        this.trustedFor = trustedFor;
        this.clock = clock;
    }

    @Override
    public List<PostSummary> latest(int limit) {
        NewestPosts trusted = trusted();
        return trusted != null ? trusted.first(limit) : container.latest(limit);
    }

    /** The copy, when it may answer; starts it on first use. */
    private NewestPosts trusted() {
        startOnce();
        NewestPosts current = copy;
        return current != null && Duration.between(caughtUpAt, clock.instant()).compareTo(trustedFor) < 0 ? current : null;
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

    private synchronized void apply(PostSummary summary, boolean repair) {
        if (copy != null) {
            copy = copy.with(summary, repair);
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
                NewestPosts read = NewestPosts.of(warmUp.apply(CAPACITY));
                synchronized (this) {
                    copy = read;
                }
                position = from;
            }
            position = changes.since(position, item -> apply(SummaryItems.summary(item), false));
            caughtUpAt = started;
            if (failing) {
                failing = false;
                LOG.info("the copy of the feed is pulling again: the front page is served from memory");
            }
        } catch (RuntimeException e) {
            if (!failing) {
                failing = true;
                LOG.warn("the copy of the feed could not pull its changes; the front page is read from the store until it can: {}",
                        e.toString());
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
