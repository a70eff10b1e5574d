package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.user.User;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every token hash is in blog.db, in its write-ahead log and in its backups: only the store's
 * owner may read them. The tests run under the machine's umask (022 gives everyone read access),
 * so each asserts the exact permissions, whatever the umask gave.
 */
class LocalPermissionsTest {

    private static final Set<PosixFilePermission> OWNER_DIRECTORY = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> OWNER_FILE = PosixFilePermissions.fromString("rw-------");

    @TempDir
    Path root;

    private final DataDirectoryLog logged = new DataDirectoryLog();

    @BeforeEach
    void posixOnly() {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"), "POSIX permissions");
        logged.start();
    }

    @AfterEach
    void stopRecording() {
        logged.stop();
    }

    @Test
    void a_new_data_directory_and_its_blog_db_are_the_owners_only() throws Exception {
        Path data = root.resolve("new/data");

        open(data).close();

        assertThat(permissions(data)).isEqualTo(OWNER_DIRECTORY);
        assertThat(permissions(data.resolve("blog.db"))).isEqualTo(OWNER_FILE);
        assertThat(logged.lines()).as("nothing to narrow in a new directory").isEmpty();
    }

    @Test
    void the_write_ahead_log_and_its_index_are_the_owners_only() throws Exception {
        Path data = root.resolve("data");
        try (InMemoryStorage store = open(data)) {
            store.ports().users().add(Samples.user("ada"));

            assertThat(permissions(data.resolve("blog.db-wal"))).isEqualTo(OWNER_FILE);
            assertThat(permissions(data.resolve("blog.db-shm"))).isEqualTo(OWNER_FILE);
        }
    }

    @Test
    void a_backup_and_the_directory_made_for_it_are_the_owners_only() throws Exception {
        Path data = root.resolve("data");
        try (InMemoryStorage store = open(data)) {
            store.ports().users().add(Samples.user("ada"));
        }
        Path target = root.resolve("backups/today");

        Backup.Result result = Backup.copy(data, target);

        assertThat(permissions(result.file())).isEqualTo(OWNER_FILE);
        assertThat(permissions(target)).isEqualTo(OWNER_DIRECTORY);
    }

    @Test
    void a_directory_an_older_build_left_readable_by_everyone_is_narrowed_at_open_saying_so_once() throws Exception {
        Path data = root.resolve("data");
        User ada = Samples.user("ada");
        try (InMemoryStorage store = open(data)) {
            store.ports().users().add(ada);
        }
        Files.setPosixFilePermissions(data, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setPosixFilePermissions(data.resolve("blog.db"), PosixFilePermissions.fromString("rw-r--r--"));

        try (InMemoryStorage store = open(data)) {
            assertThat(store.ports().users().find(ada.id())).contains(ada);
            assertThat(permissions(data)).isEqualTo(OWNER_DIRECTORY);
            assertThat(permissions(data.resolve("blog.db"))).isEqualTo(OWNER_FILE);
            assertThat(permissions(data.resolve("blog.db-wal"))).isEqualTo(OWNER_FILE);
            assertThat(permissions(data.resolve("blog.db-shm"))).isEqualTo(OWNER_FILE);
        }
        assertThat(logged.lines()).hasSize(1);
        assertThat(logged.lines().get(0)).contains(data.toString()).contains("rwxr-xr-x").contains("rw-r--r--");

        logged.lines().clear();
        open(data).close();
        assertThat(logged.lines()).as("narrowed once: the next start finds nothing to say").isEmpty();
    }

    private static InMemoryStorage open(Path directory) {
        return InMemoryStorage.onDisk(directory, new StorageMeter(), DataModel.V3);
    }

    private static Set<PosixFilePermission> permissions(Path path) throws Exception {
        return Files.getPosixFilePermissions(path);
    }
}
