package io.cosmosblog.adapters.cosmos.v3.mirror;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A health warning while this instance's copy of the feed is older than a limit: its pulls have
 * been failing that long (the feed's partition throttled, the store out of reach), so the front
 * page it answers may be that far behind. Not about writes, which go on.
 */
public final class StaleCopyWarning implements Supplier<Optional<String>> {

    /** Far past the copy's trust window (seconds): pulls have failed for a minute, not for a throttled moment. */
    public static final Duration LIMIT = Duration.ofSeconds(60);

    private final Supplier<Duration> staleness;
    private final Duration limit;

    public StaleCopyWarning(Supplier<Duration> staleness, Duration limit) {
        this.staleness = staleness;
        this.limit = limit;
    }

    @Override
    public Optional<String> get() {
        Duration behind = staleness.get();
        if (behind.compareTo(limit) <= 0) {
            return Optional.empty();
        }
        return Optional.of("this instance's copy of the feed last pulled its changes " + behind.toSeconds() + " s ago (more than "
                + limit.toSeconds() + " s): the front page may be that far behind; is the feed container's partition throttled,"
                + " or the store out of reach? (gauge blog_feed_copy_staleness_seconds)");
    }
}
