package io.cosmosblog.adapters.inmemory.local;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * An exclusive lock on {@code .lock} in the data directory, held for the store's lifetime: two
 * processes writing one SQLite file through two in-memory copies would each overwrite the other's
 * rows. The operating system releases it when the process dies, so a crash leaves no stale lock.
 */
final class DirectoryLock implements AutoCloseable {

    static final String FILE = ".lock";

    private final FileChannel channel;
    private final FileLock lock;

    private DirectoryLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    static DirectoryLock take(Path directory) {
        Path file = directory.resolve(FILE);
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new DataDirectoryException(directory, "cannot be locked: " + e.getMessage(), e);
        }
        try {
            FileLock lock = channel.tryLock();
            if (lock != null) {
                return new DirectoryLock(channel, lock);
            }
        } catch (OverlappingFileLockException inThisProcess) {
            // held by another store in this very process: in use all the same
        } catch (IOException e) {
            closeQuietly(channel);
            throw new DataDirectoryException(directory, "cannot be locked: " + e.getMessage(), e);
        }
        closeQuietly(channel);
        throw DataDirectoryException.inUse(directory, file);
    }

    /** Whether {@code name} is only this lock's file, which a start that failed early may leave behind. */
    static boolean isLockFile(Path name) {
        return name.getFileName().toString().equals(FILE) && Files.isRegularFile(name);
    }

    @Override
    public void close() {
        try {
            lock.release();
        } catch (IOException ignored) {
            // closing the channel releases it too
        }
        closeQuietly(channel);
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            channel.close();
        } catch (IOException ignored) {
            // nothing left to release
        }
    }
}
