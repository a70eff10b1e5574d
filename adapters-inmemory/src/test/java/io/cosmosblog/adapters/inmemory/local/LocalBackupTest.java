package io.cosmosblog.adapters.inmemory.local;



import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A backup taken while the store is open and busy holds everything acknowledged before it started, and opens as a store. */
class LocalBackupTest {

    @TempDir
    Path root;

    @Test
    void a_backup_taken_while_writing_opens_as_a_store_with_everything_acknowledged_before_it() throws Exception {
        Path data = root.resolve("data");
        Path target = root.resolve("backup");
        User ada = Samples.user("ada");
        List<Post> acknowledged = new ArrayList<>();
        Backup.Result result;
        AtomicInteger writtenMeanwhile = new AtomicInteger();
        try (InMemoryStorage store = InMemoryStorage.onDisk(data, new StorageMeter(), DataModel.V3)) {
            store.ports().users().add(ada);
            for (int i = 0; i < 20; i++) {
                Post post = Samples.post(ada, "before " + i);
                store.ports().posts().add(post);
                acknowledged.add(post);
            }
            AtomicBoolean writing = new AtomicBoolean(true);
            CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
                while (writing.get()) {
                    store.ports().posts().add(Samples.post(ada, "meanwhile"));
                    writtenMeanwhile.incrementAndGet();
                }
            });
            while (writtenMeanwhile.get() < 5) {
                Thread.onSpinWait();
            }
            result = Backup.copy(data, target);
            writing.set(false);
            writer.get();
        }

        assertThat(result.file()).isEqualTo(target.resolve("blog.db").toAbsolutePath());
        assertThat(result.bytes()).isEqualTo(Files.size(target.resolve("blog.db")));
        assertThat(result.counts().users()).isEqualTo(1);
        assertThat(result.counts().posts()).isGreaterThanOrEqualTo(25).isLessThanOrEqualTo(20 + writtenMeanwhile.get());
        try (Stream<Path> files = Files.list(target)) {
            assertThat(files.map(file -> file.getFileName().toString())).containsExactly("blog.db");
        }
        try (InMemoryStorage restored = InMemoryStorage.onDisk(target, new StorageMeter(), DataModel.V3)) {
            assertThat(restored.ports().users().find(ada.id())).contains(ada);
            for (Post post : acknowledged) {
                assertThat(restored.ports().posts().find(post.id())).contains(post);
            }
            assertThat(restored.ports().posts().count()).isEqualTo(result.counts().posts());
        }
    }

    @Test
    void a_backup_never_overwrites_one_and_needs_a_store_to_copy() throws Exception {
        Path data = root.resolve("data");
        InMemoryStorage.onDisk(data, new StorageMeter(), DataModel.V3).close();
        Path target = root.resolve("backup");
        Backup.copy(data, target);

        assertThatThrownBy(() -> Backup.copy(data, target)).isInstanceOf(DataDirectoryException.class)
                .hasMessageContaining(target.toString()).hasMessageContaining("holds a blog.db already");
        Path empty = Files.createDirectory(root.resolve("empty"));
        assertThatThrownBy(() -> Backup.copy(empty, root.resolve("elsewhere"))).isInstanceOf(DataDirectoryException.class)
                .hasMessageContaining(empty.toString()).hasMessageContaining("nothing to back up");
    }
}
