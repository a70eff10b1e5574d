package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.application.port.metering.StorageMeter;
import java.util.Objects;

/**
 * What every write to a watched container of one store answers to, the same for its users and its
 * posts: metered by {@code meter}, refused past {@code mark}, committed through {@code journal},
 * and each change to a partition's own item reported to {@code changes}, for the projections.
 */
public record Watch(StorageMeter meter, Journal journal, HighWaterMark mark, Changes changes) {

    public Watch {
        Objects.requireNonNull(meter, "meter");
        Objects.requireNonNull(journal, "journal");
        Objects.requireNonNull(mark, "mark");
        Objects.requireNonNull(changes, "changes");
    }
}
