package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.application.port.ChangeProjection;
import io.cosmosblog.application.port.ProjectionDelivery;
import io.cosmosblog.application.port.ProjectionLag;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.List;

/**
 * The local store's projection delivery: its start returns only once what the store reported on
 * opening (every post, every unfinished rename) is projected, so a restarted service never serves
 * an empty feed or a user's empty list.
 */
public final class ViewsRebuiltBeforeServing implements ProjectionDelivery {

    private static final System.Logger LOG = System.getLogger(ViewsRebuiltBeforeServing.class.getName());
    /** Long enough for millions of posts; should it pass, the service starts and the views fill as it runs. */
    private static final Duration CATCH_UP = Duration.ofMinutes(10);

    private final ProjectionDelivery delivery;

    public ViewsRebuiltBeforeServing(ProjectionDelivery delivery) {
        this.delivery = delivery;
    }

    @Override
    public void start(ChangeProjection projection) {
        long started = System.nanoTime();
        delivery.start(projection);
        if (delivery.awaitCaughtUp(CATCH_UP)) {
            LOG.log(Level.INFO, "Views rebuilt from the local store in " + (System.nanoTime() - started) / 1_000_000 + " ms");
        } else {
            LOG.log(Level.WARNING, "The views were not rebuilt within " + CATCH_UP + "; serving while they fill");
        }
    }

    @Override
    public boolean awaitCaughtUp(Duration timeout) {
        return delivery.awaitCaughtUp(timeout);
    }

    @Override
    public List<ProjectionLag> lag() {
        return delivery.lag();
    }

    @Override
    public long parkedSinceStart() {
        return delivery.parkedSinceStart();
    }

    @Override
    public void stop(Duration timeout) {
        delivery.stop(timeout);
    }
}
