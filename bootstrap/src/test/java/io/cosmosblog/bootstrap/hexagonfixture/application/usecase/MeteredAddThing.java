package io.cosmosblog.bootstrap.hexagonfixture.application.usecase;

import io.cosmosblog.bootstrap.hexagonfixture.application.port.metering.Meter;

/** Wrong: a use case that meters storage itself. */
public final class MeteredAddThing {
    public void add(Meter meter) {
        meter.record("things/1");
    }
}
