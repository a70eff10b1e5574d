package io.cosmosblog.bootstrap.bench;

import io.cosmosblog.bootstrap.Settings;

/** The benchmark's blog for the storage the settings name. */
final class BenchTargets {

    private BenchTargets() {
    }

    static BenchTarget of(Settings settings) {
        return switch (settings.storage()) {
            case INMEMORY -> DaggerInMemoryBenchComponent.factory().create(settings);
            case COSMOS -> DaggerCosmosBenchComponent.factory().create(settings);
        };
    }
}
