package io.cosmosblog.application.port;

import java.time.Duration;
import java.util.Objects;

/**
 * How far one change processor is behind: changes not yet projected (the change feed's own
 * estimate on Cosmos DB, the change log in memory; -1 when it cannot be had now) and how long the
 * oldest change this instance knows to be waiting has waited (zero when none).
 */
public record ProjectionLag(String processor, long pendingChanges, Duration oldestWaiting) {

    public ProjectionLag {
        Objects.requireNonNull(processor, "processor");
        Objects.requireNonNull(oldestWaiting, "oldestWaiting");
    }
}
