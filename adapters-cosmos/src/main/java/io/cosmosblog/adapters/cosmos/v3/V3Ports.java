package io.cosmosblog.adapters.cosmos.v3;

import io.cosmosblog.adapters.cosmos.changefeed.PostChanges;
import io.cosmosblog.adapters.cosmos.denormalized.DenormalizedPorts;
import io.cosmosblog.adapters.cosmos.ports.Gateways;
import io.cosmosblog.adapters.cosmos.ports.ModelPorts;
import io.cosmosblog.adapters.cosmos.ports.ReactionSweep;
import io.cosmosblog.adapters.cosmos.v3.mirror.FeedChanges;
import io.cosmosblog.adapters.cosmos.v3.mirror.MirroredFeedView;
import io.cosmosblog.adapters.cosmos.v3.mirror.StaleCopyWarning;
import io.cosmosblog.application.storage.StoragePorts;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Duration;

/**
 * V3: V2 ({@link DenormalizedPorts}), plus the views stored and kept by the change feed: each user's
 * posts copied beside the user, the newest posts copied to {@code feed} and mirrored in this
 * instance's memory, whose poller closes with the ports; health warns when that copy falls a minute behind.
 */
public final class V3Ports implements ModelPorts {

    private final StoragePorts ports;
    private final MirroredFeedView feed;

    public V3Ports(Gateways gateways) {
        DenormalizedPorts shared = new DenormalizedPorts(gateways);
        Duration pollDelay = gateways.processors().feedPollDelay();
        CosmosFeedView stored = new CosmosFeedView(gateways.feed(), shared.users());
        Duration trustedFor = copyTrustedFor(pollDelay);
        // A pull longer than the copy is trusted for is hung: the next one starts instead.
        this.feed = new MirroredFeedView(stored, stored::read, new FeedChanges(gateways.containers(), trustedFor), pollDelay,
                trustedFor);
        this.ports = shared.with(new CosmosUserPostsView(shared.users()), feed, PostChanges.toViews(new ReactionSweep(shared.posts())),
                gateways.health().withWarning(new StaleCopyWarning(feed::staleness, StaleCopyWarning.LIMIT)));
    }

    /**
     * How long after its last successful pull the in-memory copy of the feed still answers: a few
     * pulls may fail (a throttled moment) before the front page goes back to the store.
     */
    static Duration copyTrustedFor(Duration pollDelay) {
        return pollDelay.multipliedBy(4).plusSeconds(1);
    }

    /** {@code blog_feed_copy_staleness_seconds}: how far behind the feed this instance's copy may be. */
    @Override
    public void bindTo(MeterRegistry registry) {
        Gauge.builder("blog.feed.copy.staleness", feed, copy -> copy.staleness().toMillis() / 1000.0)
                .baseUnit("seconds")
                .description("time since this instance's copy of the feed last pulled the feed's changes")
                .register(registry);
    }

    @Override
    public StoragePorts ports() {
        return ports;
    }

    @Override
    public void close() {
        try {
            ModelPorts.super.close();
        } finally {
            feed.close();
        }
    }
}
