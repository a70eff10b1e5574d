package io.cosmosblog.adapters.inmemory.local;

import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** What the store and its backups are created with, and what happens where there are no POSIX permissions. */
class OwnerOnlyTest {

    @TempDir
    Path root;

    @Test
    void the_backups_temporary_file_is_the_owners_only_from_its_creation() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"), "POSIX permissions");
        Path target = Files.createDirectory(root.resolve("backup"));

        Path temporary = OwnerOnly.createTempFile(target, "blog.db.", ".partial");

        assertThat(Files.size(temporary)).isZero();
        assertThat(Files.getPosixFilePermissions(temporary)).isEqualTo(OwnerOnly.FILE);
    }

    @Test
    void an_existing_directory_is_not_created_again() throws Exception {
        assertThat(OwnerOnly.createDirectory(root)).isFalse();
        assertThat(OwnerOnly.createDirectory(root.resolve("new"))).isTrue();
    }

    @Test
    void a_file_others_could_read_is_narrowed_once_and_a_missing_one_is_left_alone() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"), "POSIX permissions");
        Path open = Files.createFile(root.resolve("open"));
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rw-rw-r--"));

        assertThat(OwnerOnly.narrow(open)).contains("rw-rw-r--");
        assertThat(Files.getPosixFilePermissions(open)).isEqualTo(OwnerOnly.FILE);
        assertThat(OwnerOnly.narrow(open)).isEmpty();
        assertThat(OwnerOnly.narrow(root.resolve("missing"))).isEmpty();
    }

    @Test
    void a_file_system_without_posix_permissions_is_skipped_quietly() throws Exception {
        try (FileSystem zip = FileSystems.newFileSystem(root.resolve("store.zip"), Map.of("create", "true"))) {
            assumeTrue(!zip.supportedFileAttributeViews().contains("posix"), "a file system without POSIX permissions");
            Path directory = zip.getPath("/data");

            assertThat(OwnerOnly.createDirectory(directory)).isTrue();
            OwnerOnly.createFile(directory.resolve("blog.db"));
            Path temporary = OwnerOnly.createTempFile(directory, "blog.db.", ".partial");

            assertThat(directory.resolve("blog.db")).exists();
            assertThat(temporary).exists();
            assertThat(OwnerOnly.narrow(directory)).isEmpty();
        }
    }
}
