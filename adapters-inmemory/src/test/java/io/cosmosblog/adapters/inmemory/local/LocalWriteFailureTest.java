package io.cosmosblog.adapters.inmemory.local;


import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A write the disk refuses fails, and so does every write after it: a store that cannot keep what it acknowledges stops acknowledging. */
class LocalWriteFailureTest {

    @TempDir
    Path directory;

    @Test
    void a_failed_commit_fails_its_write_and_every_later_one() throws Exception {
        User ada = Samples.user("ada");
        User bob = Samples.user("bob");
        Post post = Samples.post(ada, "never kept");
        try (InMemoryStorage store = InMemoryStorage.onDisk(directory, new StorageMeter(), DataModel.V3)) {
            store.ports().users().add(ada);
            // What a full disk or an I/O error would do to the next commit, made to happen at will.
            sql("CREATE TRIGGER disk_on_fire BEFORE INSERT ON posts BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");

            assertThatThrownBy(() -> store.ports().posts().add(post)).isInstanceOf(WriteNotCommittedException.class)
                    .hasMessageContaining("disk on fire");
            assertThatThrownBy(() -> store.ports().users().add(bob)).isInstanceOf(WriteNotCommittedException.class);
            assertThat(store.ports().users().find(bob.id())).as("refused before memory changed").isEmpty();
            assertThat(store.ports().health().isReady()).isFalse();
        }
        sql("DROP TRIGGER disk_on_fire");

        try (InMemoryStorage reopened = InMemoryStorage.onDisk(directory, new StorageMeter(), DataModel.V3)) {
            assertThat(reopened.ports().users().find(ada.id())).contains(ada);
            assertThat(reopened.ports().posts().find(post.id())).isEmpty();
            assertThat(reopened.ports().health().isReady()).isTrue();
        }
    }

    private void sql(String statement) throws Exception {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + directory.resolve("blog.db"));
                Statement sql = connection.createStatement()) {
            sql.execute(statement);
        }
    }
}
