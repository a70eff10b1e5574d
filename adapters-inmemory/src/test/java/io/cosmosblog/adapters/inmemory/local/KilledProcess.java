package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/** A local store's files as a process killed while it runs leaves them: blog.db and its write-ahead log, never closed. */
final class KilledProcess {

    private KilledProcess() {
    }

    /** Every write made before returned, so it is committed; the files are copied while the store is still open. */
    static void copyAsItLeaves(Path data, Path crashed) throws IOException {
        Files.createDirectories(crashed);
        Files.copy(data.resolve("blog.db"), crashed.resolve("blog.db"));
        Files.copy(data.resolve("blog.db-wal"), crashed.resolve("blog.db-wal"));
    }

    /**
     * Writes with {@code writes} to a store in {@code root}, copies its files as a killed process
     * leaves them, and hands the store the copy opens to {@code check}.
     */
    static void crashAfter(Path root, Consumer<StoragePorts> writes, Consumer<StoragePorts> check) throws IOException {
        Path data = root.resolve("data");
        Path crashed = root.resolve("crashed");
        try (InMemoryStorage store = InMemoryStorage.onDisk(data, new StorageMeter(), DataModel.V3)) {
            writes.accept(store.ports());
            copyAsItLeaves(data, crashed);
        }

        try (InMemoryStorage store = InMemoryStorage.onDisk(crashed, new StorageMeter(), DataModel.V3)) {
            check.accept(store.ports());
        }
    }
}
