package io.cosmosblog.adapters.inmemory.local;


import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

/** Every way a data directory can be unfit gets an answer that names it and says what is wrong; nothing foreign is touched. */
class LocalDataDirectoryTest {

    @TempDir
    Path root;

    @Test
    void a_missing_directory_is_created_and_serves() {
        Path data = root.resolve("new/data");
        User ada = Samples.user("ada");
        try (InMemoryStorage store = open(data)) {
            store.ports().users().add(ada);
        }
        try (InMemoryStorage store = open(data)) {
            assertThat(store.ports().users().find(ada.id())).contains(ada);
        }
        assertThat(data.resolve("blog.db")).isRegularFile();
    }

    @Test
    void a_file_in_place_of_the_directory_is_refused() throws Exception {
        Path file = Files.writeString(root.resolve("data"), "not a directory");

        assertThatThrownBy(() -> open(file)).isInstanceOf(DataDirectoryException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("is a file");
    }

    @Test
    void a_directory_with_someone_elses_files_is_refused_and_left_as_it_was() throws Exception {
        Path foreign = Files.createDirectory(root.resolve("photos"));
        Files.writeString(foreign.resolve("holiday.jpg"), "jpeg");

        assertThatThrownBy(() -> open(foreign)).isInstanceOf(DataDirectoryException.class)
                .hasMessageContaining(foreign.toString()).hasMessageContaining("not a cosmos-blog data directory");
        assertThat(entries(foreign)).containsExactly("holiday.jpg");
    }

    @Test
    void a_blog_db_that_is_not_ours_is_refused_and_left_as_it_was() throws Exception {
        Path foreign = Files.createDirectory(root.resolve("other"));
        Files.writeString(foreign.resolve("blog.db"), "some other program's file, not even SQLite");
        Path sqlite = Files.createDirectory(root.resolve("sqlite"));
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + sqlite.resolve("blog.db"));
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE recipes (name TEXT)");
        }

        assertThatThrownBy(() -> open(foreign)).isInstanceOf(DataDirectoryException.class)
                .hasMessageContaining(foreign.toString()).hasMessageContaining("cannot be opened");
        assertThatThrownBy(() -> open(sqlite)).isInstanceOf(DataDirectoryException.class)
                .hasMessageContaining(sqlite.toString()).hasMessageContaining("not a cosmos-blog store");
        assertThat(entries(foreign)).containsExactly("blog.db");
        assertThat(entries(sqlite)).containsExactly("blog.db");
    }

    @Test
    void another_schema_version_is_refused_naming_both() throws Exception {
        Path data = root.resolve("data");
        open(data).close();
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + data.resolve("blog.db"));
                Statement statement = connection.createStatement()) {
            statement.executeUpdate("UPDATE meta SET value = '7' WHERE key = 'schema_version'");
        }

        assertThatThrownBy(() -> open(data)).isInstanceOf(DataDirectoryException.class)
                .hasMessageContaining(data.toString()).hasMessageContaining("schema version 7")
                .hasMessageContaining("version 4");
    }

    @Test
    void a_version_1_directory_is_upgraded_and_its_users_tokens_count_as_issued_on_the_day_dates_began() throws Exception {
        Path data = root.resolve("data");
        User ada = Samples.user("ada");
        try (InMemoryStorage store = open(data)) {
            store.ports().users().add(ada);
        }
        // What version 1 wrote: the users table without token_issued_at.
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + data.resolve("blog.db"));
                Statement statement = connection.createStatement()) {
            statement.executeUpdate("ALTER TABLE users DROP COLUMN token_issued_at");
            dropUserRevisions(statement);
            statement.executeUpdate("UPDATE meta SET value = '1' WHERE key = 'schema_version'");
        }

        try (InMemoryStorage store = open(data)) {
            User read = store.ports().users().find(ada.id()).orElseThrow();
            assertThat(read.tokenHash()).isEqualTo(ada.tokenHash());
            assertThat(read.tokenIssuedAt()).isEqualTo(User.UNDATED_TOKENS_ISSUED_AT);
            store.ports().users().replace(read, read.renamedTo(new Username("Ada")));
        }
        try (InMemoryStorage store = open(data)) {
            assertThat(store.ports().users().find(ada.id()).orElseThrow().username().value()).isEqualTo("Ada");
        }
    }

    @Test
    void a_version_2_directory_is_upgraded_and_its_copies_of_names_count_as_the_oldest() throws Exception {
        Path data = root.resolve("data");
        User ada = Samples.user("ada");
        User bob = Samples.user("bob");
        Post bobsPost = Samples.post(bob, "Bob's");
        Post adasPost = Samples.post(ada, "Ada's");
        try (InMemoryStorage store = open(data)) {
            store.ports().users().add(ada);
            store.ports().users().add(bob);
            store.ports().posts().add(bobsPost);
            store.ports().posts().add(adasPost);
            store.ports().comments().add(Samples.comment(bobsPost, ada, "hi"));
            store.ports().likes().add(Samples.like(bobsPost, ada));
        }
        // What version 2 wrote: posts, comments and likes without user_revision.
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + data.resolve("blog.db"));
                Statement statement = connection.createStatement()) {
            dropUserRevisions(statement);
            statement.executeUpdate("UPDATE meta SET value = '2' WHERE key = 'schema_version'");
        }

        User renamed = ada.renamedTo(new Username("Ada"));
        try (InMemoryStorage store = open(data)) {
            StoragePorts ports = store.ports();
            assertThat(ports.comments().on(bobsPost.id(), PageRequest.first(10)).items())
                    .extracting(Comment::userUsername, Comment::userRevision).containsExactly(tuple(ada.username(), 0L));
            ports.users().replace(ada, renamed);
            ports.authorNames().rewrite(renamed);
        }
        try (InMemoryStorage store = open(data)) {
            StoragePorts ports = store.ports();
            assertThat(ports.posts().find(adasPost.id()).orElseThrow().userRevision()).isEqualTo(renamed.revision());
            assertThat(ports.comments().on(bobsPost.id(), PageRequest.first(10)).items())
                    .extracting(Comment::userUsername, Comment::userRevision)
                    .containsExactly(tuple(renamed.username(), renamed.revision()));
            assertThat(ports.likes().on(bobsPost.id(), PageRequest.first(10)).items())
                    .extracting(Like::userUsername).containsExactly(renamed.username());
        }
    }

    private static void dropUserRevisions(Statement statement) throws java.sql.SQLException {
        for (String table : List.of("posts", "comments", "likes")) {
            statement.executeUpdate("ALTER TABLE " + table + " DROP COLUMN user_revision");
        }
    }

    @Test
    void a_directory_in_use_by_another_store_is_refused_until_it_closes() {
        Path data = root.resolve("data");
        try (InMemoryStorage first = open(data)) {
            assertThatThrownBy(() -> open(data)).isInstanceOf(DataDirectoryException.class)
                    .hasMessageContaining(data.toString()).hasMessageContaining("in use by another running cosmos-blog");
            first.ports().users().add(Samples.user("still writing"));
        }
        open(data).close();
    }

    private static InMemoryStorage open(Path directory) {
        return InMemoryStorage.onDisk(directory, new StorageMeter(), DataModel.V3);
    }

    private static List<String> entries(Path directory) throws Exception {
        try (Stream<Path> entries = Files.list(directory)) {
            return entries.map(entry -> entry.getFileName().toString()).sorted().toList();
        }
    }
}
