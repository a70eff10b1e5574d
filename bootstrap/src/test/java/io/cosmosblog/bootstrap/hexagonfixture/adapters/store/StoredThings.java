package io.cosmosblog.bootstrap.hexagonfixture.adapters.store;

import io.cosmosblog.bootstrap.hexagonfixture.application.port.Things;
import io.cosmosblog.bootstrap.hexagonfixture.application.port.metering.Meter;
import io.cosmosblog.bootstrap.hexagonfixture.domain.Thing;

public final class StoredThings implements Things {
    private final Meter meter = new Meter();

    @Override
    public void add(Thing thing) {
        meter.record("things/" + thing.name());
    }
}
