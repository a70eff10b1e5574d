package io.cosmosblog.adapters.inmemory.local;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Optional;

/**
 * A consistent copy of a data directory, taken while the service runs on it: a read-only
 * connection that takes no lock of ours (the write-ahead log lets it read beside the writer) runs
 * {@code VACUUM INTO} a temporary file beside the target, which is synced and then renamed to
 * {@code blog.db} in one step. A crash mid-way leaves at most the temporary file, never a half
 * backup under the real name. The target is a valid data directory: restoring is pointing
 * {@code DATA_DIR} at it. As the store, the copy is its owner's only ({@link OwnerOnly}), and so
 * is the target when it is created for it.
 */
public final class Backup {

    /** What was written: the file, its size, and what it holds. */
    public record Result(Path file, long bytes, StoreReader.Counts counts) {
    }

    private Backup() {
    }

    public static Result copy(Path dataDirectory, Path target) {
        Path source = dataDirectory.resolve(DataDirectory.DATABASE);
        Path file = target.resolve(DataDirectory.DATABASE).toAbsolutePath().normalize();
        if (!Files.isRegularFile(source)) {
            throw new DataDirectoryException(dataDirectory, "holds no " + DataDirectory.DATABASE + ": nothing to back up");
        }
        if (Files.exists(file)) {
            throw new DataDirectoryException(target, "holds a " + DataDirectory.DATABASE + " already: back up into a new directory");
        }
        Path temporary = null;
        try {
            OwnerOnly.createDirectory(target);
            // VACUUM INTO fills an empty file as it finds it: the copy is its owner's only before a byte is in it.
            temporary = OwnerOnly.createTempFile(target, DataDirectory.DATABASE + ".", ".partial");
            try (Connection reader = Sqlite.openReadOnly(source)) {
                Optional<String> version = Schema.versionOf(reader);
                if (version.isEmpty() || !version.get().equals(String.valueOf(Schema.VERSION))) {
                    throw new DataDirectoryException(dataDirectory, "holds no cosmos-blog store of schema version " + Schema.VERSION);
                }
                try (PreparedStatement vacuum = reader.prepareStatement("VACUUM INTO ?")) {
                    vacuum.setString(1, temporary.toString());
                    vacuum.execute();
                }
            }
            sync(temporary, StandardOpenOption.WRITE);
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE);
            sync(target, StandardOpenOption.READ);
            try (Connection copy = Sqlite.openReadOnly(file)) {
                return new Result(file, Files.size(file), StoreReader.count(copy));
            }
        } catch (IOException | SQLException e) {
            deleteQuietly(temporary);
            throw new DataDirectoryException(target, "could not receive the backup: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            deleteQuietly(temporary);
            throw e;
        }
    }

    /** Forces a file's content, or a directory's entries (the rename), to the disk. */
    private static void sync(Path path, StandardOpenOption mode) throws IOException {
        try (FileChannel channel = FileChannel.open(path, mode)) {
            channel.force(true);
        }
    }

    private static void deleteQuietly(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // a leftover .partial file is harmless and says what it is
            }
        }
    }
}
