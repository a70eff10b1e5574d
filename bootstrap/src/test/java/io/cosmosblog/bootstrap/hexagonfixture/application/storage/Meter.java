package io.cosmosblog.bootstrap.hexagonfixture.application.storage;

public final class Meter {
    public void record(String partition) {
    }
}
