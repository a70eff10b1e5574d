package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.LocalCosmos;
import io.cosmosblog.application.copy.CopyBlog;
import io.cosmosblog.application.copy.CopyTarget;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.cli.BlogCommandLine;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A copy's local source is only read, as is a dry run's target: blog.db and whatever lies beside
 * it keep their bytes and times through a dry run and a copy, even a store older than blog ids and of an older schema,
 * which a start would upgrade and give an id. Such a store is named by its directory, so that a
 * copy from it runs again onto the target it made. A Cosmos DB source keeps every item as it was,
 * its ETag and time included. In this process.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(13) // among the longest: started first
class CopyLeavesTheSourceTest {

    private static final Duration CATCH_UP = Duration.ofSeconds(30);

    @TempDir
    Path root;

    private static final CopyBlog.Progress QUIET = new CopyBlog.Progress() {
        @Override
        public void usersCopied(long users, long posts) {
        }

        @Override
        public void postCopied(long items) {
        }
    };

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @Test
    void a_served_store_is_left_as_it_was() throws Exception {
        Path source = blogIn(root.resolve("source"));
        Map<String, String> before = files(source);

        assertThat(copy(source, root.resolve("dry"), "--dry-run")).as("%s%s", out, err).isZero();
        assertThat(files(source)).as("after a dry run").isEqualTo(before);
        assertThat(copy(source, root.resolve("target"))).as("%s%s", out, err).isZero();
        assertThat(files(source)).as("after a copy").isEqualTo(before);
    }

    @Test
    void a_store_older_than_blog_ids_and_its_schema_is_copied_and_copied_again_unchanged() throws Exception {
        Path source = blogIn(root.resolve("source"));
        olderThanIds(source.resolve("blog.db"));
        Map<String, String> before = files(source);
        Path target = root.resolve("target");

        assertThat(copy(source, target, "--dry-run")).as("%s%s", out, err).isZero();
        assertThat(files(source)).as("after a dry run").isEqualTo(before);
        assertThat(copy(source, target)).as("%s%s", out, err).isZero();
        assertThat(copy(source, target)).as("again, onto what only it wrote: %s%s", out, err).isZero();
        assertThat(files(source)).as("after two copies").isEqualTo(before);
    }

    @Test
    void a_dry_run_leaves_its_target_as_it_was_too() throws Exception {
        Path source = blogIn(root.resolve("source"));
        Path target = blogIn(root.resolve("target"));
        olderThanIds(target.resolve("blog.db"));
        Map<String, String> before = files(target);

        assertThat(copy(source, target, "--dry-run")).as("%s%s", out, err).isZero();
        assertThat(out.toString()).contains("delete 1 user, 1 post");
        assertThat(files(target)).isEqualTo(before);
    }

    @Test
    void a_store_a_crash_left_with_its_log_is_copied_whole_and_left_as_it_was() throws Exception {
        Path source = root.resolve("crashed");
        Files.createDirectories(source);
        BlogComponent component = BlogComponent.of(new Settings(0, StorageKind.LOCAL, Optional.empty(), root.resolve("live"))
                .withModel(DataModel.V3));
        try {
            ApiClient client = new ApiClient("http://localhost:" + component.lifecycle().start());
            Blogger.register(client, "ann").write(client, "Ann's", "In the log only.");
            assertThat(component.lifecycle().awaitProjections(CATCH_UP)).as("projections caught up").isTrue();
            for (String file : new String[] {"blog.db", "blog.db-wal", "blog.db-shm"}) {
                Files.copy(root.resolve("live").resolve(file), source.resolve(file)); // as a crash leaves them
            }
        } finally {
            component.lifecycle().stop();
        }
        Map<String, String> before = files(source);
        assertThat(before).containsKey("blog.db-wal");

        assertThat(copy(source, root.resolve("target"))).as("%s%s", out, err).isZero();
        assertThat(out.toString()).contains("| users | 1 |");
        assertThat(files(source)).isEqualTo(before);
    }

    @Test
    void a_cosmos_db_source_is_left_as_it_was() throws Exception {
        try (LocalCosmos cosmos = LocalCosmos.start()) {
            CosmosSettings database = cosmos.freshDatabase();
            Settings settings = Settings.onCosmos(0, database).withModel(DataModel.V3);
            blogOn(settings);
            Map<String, String> before = cosmos.items(database);
            assertThat(before.keySet()).as("the blog's id among them").anyMatch(item -> item.startsWith("users/blog.identity/"));

            // As the command copies: the source opened to be read, a dry run's reads, the copy and its marks.
            try (ReadOnlyStorage source = ReadOnlyStorage.open(settings.asBackgroundWork());
                    StorageMaintenance target = BlogComponent.of(new Settings(0, StorageKind.LOCAL, Optional.empty(),
                            root.resolve("target")).withModel(DataModel.V3)).storageMaintenance()) {
                CopyTarget onto = new CopyTarget(source.ports(), target.ports(), target.storedBlog(),
                        source.identity().orElseThrow().blog());
                assertThat(onto.refusal(false)).isEmpty();
                assertThat(onto.admit(false)).isEmpty();
                assertThat(new CopyBlog(source.ports(), target.ports(), 2, source::metered).copy(QUIET).isVerified()).isTrue();
                onto.finished();
            }

            assertThat(cosmos.items(database)).isEqualTo(before);
        }
    }

    /** A store of one user and one post, stopped cleanly. */
    private static Path blogIn(Path directory) {
        blogOn(new Settings(0, StorageKind.LOCAL, Optional.empty(), directory).withModel(DataModel.V3));
        return directory;
    }

    private static void blogOn(Settings settings) {
        BlogComponent component = BlogComponent.of(settings);
        try {
            ApiClient client = new ApiClient("http://localhost:" + component.lifecycle().start());
            Blogger.register(client, "ann").write(client, "Ann's", "A post of ann.");
            assertThat(component.lifecycle().awaitProjections(CATCH_UP)).as("projections caught up").isTrue();
        } finally {
            component.lifecycle().stop();
        }
    }

    /** As a store of schema version 3 was: no blog id, no data model, no table of unfinished erasures. */
    private static void olderThanIds(Path database) throws Exception {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + database);
                Statement statement = connection.createStatement()) {
            statement.executeUpdate("DELETE FROM meta WHERE key IN ('blog_id', 'copied_from', 'copy_finished', 'own_writes', "
                    + "'data_model')");
            statement.executeUpdate("UPDATE meta SET value = '3' WHERE key = 'schema_version'");
            statement.executeUpdate("DROP TABLE unfinished_erasures");
        }
    }

    /** Every file in {@code directory}, blog.db and its log's included: its size, time and a digest of its bytes. */
    private static Map<String, String> files(Path directory) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> entries = Files.list(directory)) {
            for (Path file : entries.toList()) {
                byte[] bytes = Files.readAllBytes(file);
                files.put(file.getFileName().toString(), bytes.length + " bytes, " + Files.getLastModifiedTime(file) + ", "
                        + Arrays.hashCode(bytes));
            }
        }
        return files;
    }

    private int copy(Path from, Path to, String... more) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        String[] base = {"copy", "--from", "local", "--data-dir", from.toString(), "--to", "local", "--to-data-dir", to.toString()};
        String[] all = Stream.concat(Arrays.stream(base), Arrays.stream(more)).toArray(String[]::new);
        return BlogCommandLine.execute(all, new PrintWriter(out, true), new PrintWriter(err, true)).orElseThrow();
    }
}
