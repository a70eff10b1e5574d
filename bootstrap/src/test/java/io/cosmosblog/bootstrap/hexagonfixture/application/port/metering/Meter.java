package io.cosmosblog.bootstrap.hexagonfixture.application.port.metering;

public final class Meter {
    public void record(String partition) {
    }
}
