package io.cosmosblog.adapters.inmemory.capacity;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;

/** The space left on the file system that holds the store's files. */
public interface DiskSpace {

    /** Nothing on disk: the in-memory store. */
    DiskSpace NONE = () -> Long.MAX_VALUE;

    /** Bytes this process may still write there. */
    long usable();

    /** The file system of {@code directory}, as the operating system reports it. */
    static DiskSpace of(Path directory) {
        try {
            FileStore store = Files.getFileStore(directory);
            return () -> {
                try {
                    return store.getUsableSpace();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            };
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
