package io.cosmosblog.adapters.inmemory.capacity;

import io.cosmosblog.application.port.StorageHealth;
import java.util.List;
import java.util.function.BooleanSupplier;

/** Ready as {@code ready} says; warned while past the {@link HighWaterMark} (the store serves, but takes no writes). */
public record MarkedHealth(BooleanSupplier ready, HighWaterMark mark) implements StorageHealth {

    @Override
    public boolean isReady() {
        return ready.getAsBoolean();
    }

    @Override
    public List<String> warnings() {
        return mark.warnings();
    }

    /** Its only warnings are about writes. */
    @Override
    public boolean refusesWrites() {
        return !mark.warnings().isEmpty();
    }
}
