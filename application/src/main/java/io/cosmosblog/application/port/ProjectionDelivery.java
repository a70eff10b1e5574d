package io.cosmosblog.application.port;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * The mechanism that feeds changes to the {@link ChangeProjection}: a change feed on Cosmos DB, an
 * in-process change log in memory. At least once, in order per user or post id.
 */
public interface ProjectionDelivery {

    /**
     * The delivery of a model that copies nothing (V1): no change to follow, never anything to
     * catch up on, no processor to report.
     */
    ProjectionDelivery NONE = new ProjectionDelivery() {
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
    };

    void start(ChangeProjection projection);

    /** Waits until every change made so far has been projected; false when {@code timeout} passed first. */
    boolean awaitCaughtUp(Duration timeout);

    /** How far each processor is behind, for the metrics: asked on demand, it may cost a read per lease. */
    List<ProjectionLag> lag();

    /** How many changes this instance has parked since it started (see {@link ParkedChanges}). */
    long parkedSinceStart();

    /** Stops taking changes after delivering those already made, waiting at most {@code timeout}. */
    void stop(Duration timeout);

    /**
     * Records that the views were rebuilt from everything stored up to {@code since} (a copy just
     * did), so that a delivery starting afresh later, with no position kept yet, begins with the
     * changes made from then on rather than from the beginning: the views owe nothing for what was
     * there. A store that rebuilds its views at every start, or follows no changes, has nothing to
     * record.
     */
    default void viewsRebuiltAsOf(Instant since) {
    }
}
