package io.cosmosblog.tools.bench;

import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import io.cosmosblog.tools.ThrowawayDirectory;
import java.nio.file.Path;

/** The benchmark's blog for the storage the settings name. */
final class BenchTargets {

    private BenchTargets() {
    }

    static BlogComponent of(Settings settings) {
        return BlogComponent.of(settings.storage() == StorageKind.LOCAL ? settings.withDataDir(throwawayDirectory()) : settings);
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
