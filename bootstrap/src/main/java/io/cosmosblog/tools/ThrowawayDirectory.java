package io.cosmosblog.tools;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** A temporary data directory for a tool's own blog (bench, overload), never DATA_DIR, and its removal. */
public final class ThrowawayDirectory {

    private ThrowawayDirectory() {
    }

    public static Path create(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException("no temporary directory for " + prefix, e);
        }
    }

    /** Deletes it with all it holds; what cannot be deleted is left for the operating system to clear. */
    public static void delete(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException | UncheckedIOException ignored) {
            // a leftover temporary directory is the operating system's to clear
        }
    }
}
