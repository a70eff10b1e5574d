package io.cosmosblog.bootstrap.hexagonfixture.application.storage.metering;

public final class Meter {
    public void record(String partition) {
    }
}
