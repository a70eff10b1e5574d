package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Pages;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A process killed with SIGKILL (no shutdown hook, no close) while it writes and deletes: after
 * the restart, the delete it acknowledged is there, with every comment and like of the post; the
 * writes and deletes it was in the midst of are each there whole or not at all, so every post's
 * counts equal the comments and likes listed on it, and no comment or like is left on no post.
 */
class LocalDeleteKilledTest {

    @TempDir
    Path root;

    @Test
    void an_acknowledged_delete_survives_a_kill_and_what_was_in_flight_is_whole_or_absent() throws Exception {
        Path data = root.resolve("data");
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), DeletingUntilKilled.class.getName(), data.toString())
                .redirectError(root.resolve("child.log").toFile())
                .start();
        String[] said;
        try (BufferedReader output = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            String line = output.readLine();
            assertThat(line).as("what the child said; its log: %s", childLog()).startsWith(DeletingUntilKilled.ACKNOWLEDGED);
            said = line.split(" ");
            Thread.sleep(300); // writes and deletes in flight
        } finally {
            child.destroyForcibly(); // SIGKILL
            assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        PostId kept = new PostId(said[1]);
        PostId deleted = new PostId(said[2]);

        try (InMemoryStorage store = InMemoryStorage.onDisk(data, new StorageMeter(), DataModel.V3)) {
            StoragePorts ports = store.ports();
            assertThat(ports.posts().find(deleted)).isEmpty();
            assertThat(Pages.all(c -> ports.comments().on(deleted, c))).isEmpty();
            assertThat(Pages.all(c -> ports.likes().on(deleted, c))).isEmpty();
            Post left = ports.posts().find(kept).orElseThrow();
            assertThat(left.commentCount()).isEqualTo(DeletingUntilKilled.FANS);
            List<Post> every = new ArrayList<>();
            ports.posts().forEach(every::add);
            assertThat(every).as("the post kept, and some written after the delete").hasSizeGreaterThan(1);
            for (Post post : every) {
                assertThat(Pages.all(c -> ports.comments().on(post.id(), c))).as(post.title().value()).hasSize((int) post.commentCount());
                assertThat(Pages.all(c -> ports.likes().on(post.id(), c))).as(post.title().value()).hasSize((int) post.likeCount());
            }
        }
        assertThat(orphans(data)).as("comments and likes on no post").isZero();
    }

    private static long orphans(Path data) throws SQLException {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + data.resolve("blog.db"));
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery(
                        "SELECT (SELECT count(*) FROM comments WHERE post_id NOT IN (SELECT post_id FROM posts))"
                                + " + (SELECT count(*) FROM likes WHERE post_id NOT IN (SELECT post_id FROM posts))")) {
            row.next();
            return row.getLong(1);
        }
    }

    private String childLog() {
        try {
            return Files.readString(root.resolve("child.log"));
        } catch (IOException e) {
            return "unreadable: " + e;
        }
    }
}
