package io.cosmosblog.bootstrap.bench;

import io.cosmosblog.bootstrap.Settings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

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
        try {
            Path directory = Files.createTempDirectory("cosmos-blog-bench-");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(directory), "bench-cleanup"));
            return directory.resolve("data");
        } catch (IOException e) {
            throw new UncheckedIOException("no temporary directory for the local store's benchmark", e);
        }
    }

    private static void delete(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException ignored) {
            // a leftover temporary directory is the operating system's to clear
        }
    }
}
