package io.cosmosblog.adapters.inmemory.local;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * Permissions for what only the store's owner may read: {@code blog.db} holds every token hash,
 * and so do its log and its backups. Directories are made {@code rwx------} and files
 * {@code rw-------} as they are created, before anything is written into them: the umask can only
 * take permissions away, so one that took the owner's too is undone while the file is still empty.
 * On a file system without POSIX permissions all of this is skipped.
 */
final class OwnerOnly {

    static final Set<PosixFilePermission> DIRECTORY = PosixFilePermissions.fromString("rwx------");
    static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");

    private static final System.Logger LOG = System.getLogger(OwnerOnly.class.getName());
    private static final Set<PosixFilePermission> OTHERS = EnumSet.of(
            PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);

    private OwnerOnly() {
    }

    /** Creates {@code directory} for its owner only (missing parents as the umask makes them); false when it existed. */
    static boolean createDirectory(Path directory) throws IOException {
        if (Files.isDirectory(directory)) {
            return false;
        }
        Path parent = directory.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try {
            Files.createDirectory(directory, attributes(directory, DIRECTORY));
        } catch (FileAlreadyExistsException meanwhile) {
            return false;
        }
        exactly(directory, DIRECTORY);
        return true;
    }

    /** Creates an empty file for its owner only, for SQLite to write into. */
    static void createFile(Path file) throws IOException {
        Files.createFile(file, attributes(file, FILE));
        exactly(file, FILE);
    }

    /** Creates an empty temporary file in {@code directory} for its owner only. */
    static Path createTempFile(Path directory, String prefix, String suffix) throws IOException {
        Path file = Files.createTempFile(directory, prefix, suffix, attributes(directory, FILE));
        exactly(file, FILE);
        return file;
    }

    /**
     * Takes away every permission of the group and others on {@code path}, which an older build
     * left readable by everyone: what it had when there was anything to take, else empty.
     */
    static Optional<String> narrow(Path path) {
        if (!isPosix(path) || !Files.exists(path)) {
            return Optional.empty();
        }
        try {
            Set<PosixFilePermission> had = Files.getPosixFilePermissions(path);
            if (had.stream().noneMatch(OTHERS::contains)) {
                return Optional.empty();
            }
            Set<PosixFilePermission> owners = EnumSet.copyOf(had);
            owners.removeAll(OTHERS);
            Files.setPosixFilePermissions(path, owners);
            return Optional.of(PosixFilePermissions.toString(had));
        } catch (IOException e) {
            LOG.log(Level.WARNING, "could not make " + path + " its owner's only: " + e);
            return Optional.empty();
        }
    }

    private static FileAttribute<?>[] attributes(Path path, Set<PosixFilePermission> permissions) {
        return isPosix(path) ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(permissions)}
                : new FileAttribute<?>[0];
    }

    /**
     * What a umask took from the owner given back, before anything is written. A disk whose file
     * system only imitates POSIX permissions (FAT) may refuse: a warning, never a failed start.
     */
    private static void exactly(Path path, Set<PosixFilePermission> permissions) {
        try {
            if (isPosix(path) && !Files.getPosixFilePermissions(path).equals(permissions)) {
                Files.setPosixFilePermissions(path, permissions);
            }
        } catch (IOException e) {
            LOG.log(Level.WARNING, "could not make " + path + " its owner's only: " + e);
        }
    }

    private static boolean isPosix(Path path) {
        return path.getFileSystem().supportedFileAttributeViews().contains("posix");
    }
}
