package io.cosmosblog.bootstrap;

import io.cosmosblog.cli.BlogCommandLine;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A local store with a damaged row, written into its blog.db by hand: {@code serve} and
 * {@code copy} stop in one line naming the table, the row and what is wrong, with no stack trace
 * and no secret; {@code repair} lists the damaged rows and {@code repair --delete} deletes them, a
 * comment whose post is missing, a NULL key and a damaged user's content included, after which the
 * store serves and copies again.
 */
class DamagedStoreTest {

    private static final String BAD_HASH = "not-a-hash-" + "9".repeat(53);

    @TempDir
    Path root;

    private Path data;
    private String post;
    private String user;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeEach
    void aStore() {
        data = root.resolve("data");
        BlogComponent blog = BlogComponent.of(new Settings(0, StorageKind.LOCAL, Optional.empty(), data));
        try {
            ApiClient api = new ApiClient("http://127.0.0.1:" + blog.lifecycle().start());
            Blogger ann = Blogger.register(api, "ann");
            user = ann.id();
            post = ann.write(api, "Hello", "World");
            api.post("/api/posts/" + post + "/comments", "{\"content\":\"kept\"}", ann.token()).expect(201);
        } finally {
            blog.lifecycle().stop();
        }
    }

    private void sql(String statement) throws Exception {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + data.resolve("blog.db"));
                Statement s = connection.createStatement()) {
            s.executeUpdate(statement);
        }
    }

    private OptionalInt run(String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        return BlogCommandLine.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    private void saysInOneLineWithoutAStackTrace(String table, String key, String what) {
        assertThat(err.toString().strip().lines()).as("%s", err).singleElement().asString()
                .contains("table " + table, key, what, "repair --data-dir").doesNotContain(BAD_HASH);
        assertThat(err.toString()).doesNotContain("\tat ", "Exception");
    }

    @Test
    void a_control_character_in_a_title_is_named_by_serve_and_copy_and_repair_deletes_the_row() throws Exception {
        sql("UPDATE posts SET title = 'Hel' || char(7) || 'lo' WHERE post_id = '" + post + "'");

        assertThat(run("serve", "--data-dir", data.toString(), "--port", "0")).hasValue(1);
        saysInOneLineWithoutAStackTrace("posts", post, "title");
        assertThat(run("copy", "--from", "local", "--data-dir", data.toString(), "--to", "local", "--to-data-dir",
                root.resolve("copy").toString())).hasValue(1);
        saysInOneLineWithoutAStackTrace("posts", post, "title");

        assertThat(run("repair", "--data-dir", data.toString())).as("%s", err).hasValue(1);
        assertThat(out.toString()).contains("table posts", post, "title").contains("table comments");
        assertThat(run("repair", "--data-dir", data.toString(), "--delete")).as("%s", err).hasValue(0);
        assertThat(out.toString()).contains("deleted 2 damaged rows");

        assertThat(run("copy", "--from", "local", "--data-dir", data.toString(), "--to", "local", "--to-data-dir",
                root.resolve("copy").toString())).as("%s", err).hasValue(0);
        assertThat(out.toString()).contains("| users | 1 |", "| posts | 0 |");
    }

    @Test
    void a_null_key_is_named_by_serve_and_listed_and_deleted_by_repair() throws Exception {
        sql("INSERT INTO posts (post_id, user_id, username, title, content, comment_count, like_count, creation_date, revision)"
                + " VALUES (NULL, '" + user + "', 'ann', 'T', 'C', 0, 0, 0, 1)");

        assertThat(run("serve", "--data-dir", data.toString(), "--port", "0")).hasValue(1);
        saysInOneLineWithoutAStackTrace("posts", "post_id=NULL", "post_id is NULL");

        assertThat(run("repair", "--data-dir", data.toString())).as("%s", err).hasValue(1);
        assertThat(out.toString()).contains("damaged: table posts, row post_id=NULL: post_id is NULL");
        assertThat(run("repair", "--data-dir", data.toString(), "--delete")).as("%s", err).hasValue(0);
        assertThat(out.toString()).contains("deleted 1 damaged row");
    }

    @Test
    void a_damaged_user_is_deleted_with_what_they_wrote_and_the_listing_says_so() throws Exception {
        sql("UPDATE users SET token_hash = '" + BAD_HASH + "' WHERE user_id = '" + user + "'");

        assertThat(run("repair", "--data-dir", data.toString())).as("%s", err).hasValue(1);
        assertThat(out.toString()).contains("table users", "table posts, row post_id=" + post, "table comments")
                .contains("user's row is damaged").doesNotContain(BAD_HASH);
        assertThat(run("repair", "--data-dir", data.toString(), "--delete")).as("%s", err).hasValue(0);
        assertThat(out.toString()).contains("deleted 3 damaged rows");

        assertThat(run("repair", "--data-dir", data.toString())).as("nothing damaged is left: %s", err).hasValue(0);
        // The store opens, and holds nothing of the user: with no user left, copy refuses it as a source.
        assertThat(run("copy", "--from", "local", "--data-dir", data.toString(), "--to", "local", "--to-data-dir",
                root.resolve("copy").toString())).hasValue(2);
        assertThat(err.toString()).contains("holds no blog to copy (no user in it)");
    }

    @Test
    void a_token_hash_that_is_not_hex_is_named_without_showing_it() throws Exception {
        sql("UPDATE users SET token_hash = '" + BAD_HASH + "' WHERE user_id = '" + user + "'");

        assertThat(run("copy", "--from", "local", "--data-dir", data.toString(), "--to", "local", "--to-data-dir",
                root.resolve("copy").toString())).hasValue(1);

        saysInOneLineWithoutAStackTrace("users", user, "tokenHash");
    }

    @Test
    void a_comment_whose_post_is_missing_is_named_and_its_text_leaves_the_disk_on_repair() throws Exception {
        sql("INSERT INTO comments (post_id, seq, comment_id, user_id, username, content, creation_date)"
                + " VALUES ('no-such-post', 0, 'orphan', '" + user + "', 'ann', 'orphaned secret text', 0)");

        assertThat(run("copy", "--from", "local", "--data-dir", data.toString(), "--to", "local", "--to-data-dir",
                root.resolve("copy").toString())).hasValue(1);
        saysInOneLineWithoutAStackTrace("comments", "orphan", "post");

        assertThat(run("repair", "--data-dir", data.toString(), "--delete")).as("%s", err).hasValue(0);
        assertThat(out.toString()).contains("table comments", "orphan", "deleted 1 damaged row");
        assertThat(run("copy", "--from", "local", "--data-dir", data.toString(), "--to", "local", "--to-data-dir",
                root.resolve("copy").toString())).as("%s", err).hasValue(0);
        for (String file : new String[] {"blog.db", "blog.db-wal"}) {
            Path path = data.resolve(file);
            if (Files.exists(path)) {
                assertThat(new String(Files.readAllBytes(path), StandardCharsets.ISO_8859_1)).as(file)
                        .doesNotContain("orphaned secret text");
            }
        }
    }
}
