package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A process killed mid-write leaves a write-ahead log whose tail is torn. Its files are taken as
 * such a process leaves them (copied while the store is open), their log's tail is damaged, and
 * the copy must open with every transaction committed before the tear, saying once that it recovered.
 */
class LocalTornWriteTest {

    private static final int POSTS = 10;

    @TempDir
    Path root;

    private final DataDirectoryLog logged = new DataDirectoryLog();

    private final User ada = Samples.user("ada");
    private final List<Post> posts = new ArrayList<>();

    @BeforeEach
    void recordTheLog() {
        logged.start();
    }

    @AfterEach
    void stopRecording() {
        logged.stop();
    }

    @Test
    void a_torn_last_transaction_is_dropped_and_every_one_before_it_is_there() throws IOException {
        Path crashed = leftByAKilledProcess();
        Path wal = crashed.resolve("blog.db-wal");
        try (FileChannel channel = FileChannel.open(wal, StandardOpenOption.WRITE)) {
            channel.truncate(channel.size() - 100); // the last frame, the last post's commit, is cut short
        }

        try (InMemoryStorage store = InMemoryStorage.onDisk(crashed, new StorageMeter(), DataModel.V3)) {
            assertThat(store.ports().users().find(ada.id())).contains(ada);
            for (Post post : posts.subList(0, POSTS - 1)) {
                assertThat(store.ports().posts().find(post.id())).as(post.title().value()).contains(post);
            }
            assertThat(store.ports().posts().find(posts.get(POSTS - 1).id())).as("the torn one").isEmpty();
        }
        assertThat(logged.lines()).filteredOn(line -> line.contains("write-ahead log was recovered")).hasSize(1)
                .allMatch(line -> line.startsWith("INFO ") && line.contains(crashed.toString()));
    }

    @Test
    void garbage_after_the_last_transaction_is_ignored() throws IOException {
        Path crashed = leftByAKilledProcess();
        Files.write(crashed.resolve("blog.db-wal"), "half a frame of something".repeat(50).getBytes(),
                StandardOpenOption.APPEND);

        try (InMemoryStorage store = InMemoryStorage.onDisk(crashed, new StorageMeter(), DataModel.V3)) {
            for (Post post : posts) {
                assertThat(store.ports().posts().find(post.id())).as(post.title().value()).contains(post);
            }
            store.ports().posts().add(Samples.post(ada, "after the recovery"));
        }
        assertThat(logged.lines()).filteredOn(line -> line.contains("write-ahead log was recovered")).hasSize(1);
    }

    @Test
    void a_clean_stop_recovers_nothing() {
        Path data = root.resolve("clean");
        try (InMemoryStorage store = InMemoryStorage.onDisk(data, new StorageMeter(), DataModel.V3)) {
            store.ports().users().add(ada);
        }
        assertThat(data.resolve("blog.db-wal")).doesNotExist();
        InMemoryStorage.onDisk(data, new StorageMeter(), DataModel.V3).close();
        assertThat(logged.lines()).noneMatch(line -> line.contains("recovered"));
    }

    /** The files of a store whose process died after its last acknowledged write: one transaction per post. */
    private Path leftByAKilledProcess() throws IOException {
        Path data = root.resolve("data");
        Path crashed = root.resolve("crashed");
        try (InMemoryStorage store = InMemoryStorage.onDisk(data, new StorageMeter(), DataModel.V3)) {
            store.ports().users().add(ada);
            for (int i = 0; i < POSTS; i++) {
                Post post = Samples.post(ada, "post " + i);
                store.ports().posts().add(post);
                posts.add(post);
            }
            KilledProcess.copyAsItLeaves(data, crashed); // nothing is being written now
        }
        assertThat(Files.size(crashed.resolve("blog.db-wal"))).isPositive();
        return crashed;
    }
}
