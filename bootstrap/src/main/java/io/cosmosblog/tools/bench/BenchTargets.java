package io.cosmosblog.tools.bench;

import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.tools.ThrowawayDirectory;
import java.nio.file.Path;

/** The benchmark's blog for the storage the settings name. */
final class BenchTargets {

    private BenchTargets() {
    }

    static BenchTarget of(Settings settings) {
        return switch (settings.storage()) {
            case LOCAL -> DaggerLocalBenchComponent.factory().create(settings.withDataDir(throwawayDirectory()));
            case INMEMORY -> DaggerInMemoryBenchComponent.factory().create(settings);
            case COSMOS -> DaggerCosmosBenchComponent.factory().create(settings);
        };
    }

    /**
     * The local store is measured on a data directory of its own for each data set, never on
     * DATA_DIR (the bench must not mix its data with the blog's), deleted when the bench exits.
     */
    private static Path throwawayDirectory() {
        Path directory = ThrowawayDirectory.create("cosmos-blog-bench-");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> ThrowawayDirectory.delete(directory), "bench-cleanup"));
        return directory.resolve("data");
    }
}
