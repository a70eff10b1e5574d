package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code repair} on stores damaged by hand: a damaged user goes with everything they wrote, as an
 * erasure; a NULL key is damage like any other; and a listing leaves the directory as it was.
 */
class RepairTest {

    private static final String BAD_HASH = "not-a-hash-" + "9".repeat(53);

    @TempDir
    Path root;

    private final User ann = Samples.user("ann");
    private final User bob = Samples.user("bob");

    @Test
    void deleting_a_damaged_user_deletes_what_they_wrote_and_uncounts_it_as_an_erasure_would() throws Exception {
        Path data = root.resolve("data");
        Post annsPost = Samples.post(ann, "Ann's");
        Post bobsPost = Samples.post(bob, "Bob's");
        Comment annOnBob = Samples.comment(bobsPost, ann, "ann's own words on bob's post");
        try (InMemoryStorage store = open(data, DataModel.V3)) {
            StoragePorts ports = store.ports();
            ports.users().add(ann);
            ports.users().add(bob);
            ports.posts().add(annsPost);
            ports.posts().add(bobsPost);
            ports.comments().add(Samples.comment(annsPost, bob, "bob on ann's post"));
            ports.comments().add(annOnBob);
            ports.likes().add(Samples.like(bobsPost, ann));
            ports.likes().add(Samples.like(bobsPost, bob));
        }
        sql(data, "UPDATE users SET token_hash = '" + BAD_HASH + "' WHERE user_id = '" + ann.id().value() + "'");

        Repair.Result listed = Repair.run(data, false);

        assertThat(listed.damaged()).extracting(DamagedRow::table)
                .containsExactly("users", "posts", "comments", "comments", "likes");
        assertThat(listed.damaged().get(1).keyValues()).containsExactly(annsPost.id().value());
        assertThat(listed.damaged().get(1).problem()).contains("user's row is damaged");

        assertThat(Repair.run(data, true).deleted()).isTrue();

        try (InMemoryStorage store = open(data, DataModel.V3)) {
            StoragePorts ports = store.ports();
            assertThat(ports.users().find(ann.id())).isEmpty();
            assertThat(ports.posts().find(annsPost.id())).isEmpty();
            assertThat(ports.posts().find(bobsPost.id())).hasValueSatisfying(kept -> {
                assertThat(kept.commentCount()).as("ann's comment uncounted").isZero();
                assertThat(kept.likeCount()).as("ann's like uncounted, bob's kept").isOne();
            });
            assertThat(ports.comments().find(bobsPost.id(), annOnBob.id().value())).isEmpty();
        }
        assertThat(new String(Files.readAllBytes(data.resolve("blog.db")), StandardCharsets.ISO_8859_1))
                .doesNotContain("ann's own words");
    }

    @Test
    void a_null_key_is_damage_named_by_a_start_and_deleted_by_repair_in_any_table() throws Exception {
        Path data = root.resolve("data");
        try (InMemoryStorage store = open(data, DataModel.V2)) {
            store.ports().users().add(ann);
        }
        sql(data, "INSERT INTO posts (post_id, user_id, username, title, content, comment_count, like_count, creation_date,"
                + " revision) VALUES (NULL, '" + ann.id().value() + "', 'ann', 'T', 'C', 0, 0, 0, 1)");
        sql(data, "INSERT INTO users (user_id, username, token_hash, revision) VALUES (NULL, 'nobody', 'x', 1)");
        sql(data, "INSERT INTO pending_renames (user_id, revision) VALUES (NULL, 1)");

        assertThatThrownBy(() -> open(data, DataModel.V2)).isInstanceOf(DataDirectoryException.class)
                .hasMessageContaining("table users, row user_id=NULL: user_id is NULL").hasMessageContaining("'repair --data-dir");

        Repair.Result listed = Repair.run(data, false);
        assertThat(listed.damaged()).extracting(DamagedRow::toString).containsExactly(
                "table users, row user_id=NULL: user_id is NULL", "table posts, row post_id=NULL: post_id is NULL",
                "table pending_renames, row user_id=NULL: user_id is NULL");

        assertThat(Repair.run(data, true).deleted()).isTrue();
        assertThat(Repair.run(data, false).damaged()).isEmpty();
        try (InMemoryStorage store = open(data, DataModel.V2)) {
            assertThat(store.ports().users().find(ann.id())).contains(ann);
        }
    }

    @Test
    void listing_leaves_the_directory_as_it_was_an_older_schema_included() throws Exception {
        Path data = root.resolve("data");
        try (InMemoryStorage store = open(data, DataModel.V3)) {
            store.ports().users().add(ann);
            store.ports().posts().add(Samples.post(ann, "Kept"));
        }
        // What schema version 1 wrote: no token dates, no user revisions, no data model.
        sql(data, "ALTER TABLE users DROP COLUMN token_issued_at");
        for (String table : new String[] {"posts", "comments", "likes"}) {
            sql(data, "ALTER TABLE " + table + " DROP COLUMN user_revision");
        }
        sql(data, "DELETE FROM meta WHERE key = 'data_model'");
        sql(data, "UPDATE meta SET value = '1' WHERE key = 'schema_version'");
        sql(data, "UPDATE users SET token_hash = '" + BAD_HASH + "'");
        Files.delete(data.resolve(DirectoryLock.FILE));
        Map<String, String> before = contents(data);

        Repair.Result listed = Repair.run(data, false);

        assertThat(listed.damaged()).extracting(DamagedRow::table).containsExactly("users", "posts");
        assertThat(contents(data)).as("no file added, changed or upgraded").isEqualTo(before);
    }

    private static InMemoryStorage open(Path directory, DataModel model) {
        return InMemoryStorage.onDisk(directory, new StorageMeter(), model);
    }

    private static void sql(Path data, String statement) throws Exception {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + data.resolve("blog.db"));
                Statement s = connection.createStatement()) {
            s.executeUpdate(statement);
        }
    }

    /** Each file of the directory with its bytes (as text) and permissions. */
    private static Map<String, String> contents(Path directory) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> entries = Files.list(directory)) {
            for (Path file : entries.toList()) {
                files.put(file.getFileName().toString(), new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1)
                        + Files.getPosixFilePermissions(file));
            }
        }
        return files;
    }
}
