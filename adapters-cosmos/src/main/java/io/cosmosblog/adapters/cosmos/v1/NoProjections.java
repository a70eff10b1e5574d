package io.cosmosblog.adapters.cosmos.v1;

import io.cosmosblog.application.storage.ChangeProjection;
import io.cosmosblog.application.storage.ProjectionDelivery;
import io.cosmosblog.application.storage.ProjectionLag;
import java.time.Duration;
import java.util.List;

/**
 * The V1 model's projections: none. Nothing is copied anywhere (no names on posts, comments or
 * likes, no views), so there is no change feed to follow and never anything to catch up on.
 */
public final class NoProjections implements ProjectionDelivery {

    @Override
    public void start(ChangeProjection projection) {
    }

    @Override
    public boolean awaitCaughtUp(Duration timeout) {
        return true;
    }

    @Override
    public List<ProjectionLag> lag() {
        return List.of();
    }

    @Override
    public long parkedSinceStart() {
        return 0;
    }

    @Override
    public void stop(Duration timeout) {
    }
}
