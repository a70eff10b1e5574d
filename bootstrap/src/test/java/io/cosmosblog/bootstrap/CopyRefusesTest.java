package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.cosmos.LocalCosmos;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.cli.BlogCommandLine;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code copy} never deletes what it was not asked to: a mistyped source is refused and never
 * created; a target holding another blog, or writes its source never had (served after the
 * cut-over), is refused with what it would lose, unless told to replace it; {@code --dry-run}
 * writes nothing. In this process, on local stores.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(7) // among the longest: started first
class CopyRefusesTest {

    private static final Duration CATCH_UP = Duration.ofSeconds(30);

    @TempDir
    Path root;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private static Settings local(Path directory) {
        return new Settings(0, StorageKind.LOCAL, Optional.empty(), directory).withModel(DataModel.V3);
    }

    private static void serving(Path directory, Consumer<ApiClient> work) {
        BlogComponent component = BlogComponent.of(local(directory));
        try {
            work.accept(new ApiClient("http://localhost:" + component.lifecycle().start()));
            assertThat(component.lifecycle().awaitProjections(CATCH_UP)).as("projections caught up").isTrue();
        } finally {
            component.lifecycle().stop();
        }
    }

    /** A blog of one user with one post; answers the post's id. */
    private static String blogIn(Path directory, String name) {
        String[] post = {null};
        serving(directory, client -> post[0] = Blogger.register(client, name).write(client, name + "'s", "A post of " + name + "."));
        return post[0];
    }

    private static void stillThere(Path directory, String post) {
        serving(directory, client -> client.get("/api/posts/" + post).expect(200));
    }

    private int copy(String... arguments) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        String[] args = new String[arguments.length + 1];
        args[0] = "copy";
        System.arraycopy(arguments, 0, args, 1, arguments.length);
        OptionalInt code = BlogCommandLine.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return code.orElseThrow();
    }

    private int copy(Path from, Path to, String... more) {
        String[] base = {"--from", "local", "--data-dir", from.toString(), "--to", "local", "--to-data-dir", to.toString()};
        String[] all = new String[base.length + more.length];
        System.arraycopy(base, 0, all, 0, base.length);
        System.arraycopy(more, 0, all, base.length, more.length);
        return copy(all);
    }

    @Test
    void a_mistyped_source_is_refused_and_never_created_even_with_its_model_given() {
        Path data = root.resolve("data");
        String post = blogIn(data, "ann");
        Path typo = root.resolve("dta");

        int code = copy(typo, data, "--from-model", "v3");

        assertThat(code).as("%s%s", out, err).isEqualTo(2);
        assertThat(err.toString()).contains(typo.toString(), "holds no blog");
        assertThat(typo).doesNotExist();
        stillThere(data, post);
    }

    @Test
    void a_source_that_holds_nothing_is_refused() {
        Path empty = root.resolve("empty");
        serving(empty, client -> { });
        Path data = root.resolve("data");
        String post = blogIn(data, "ann");

        assertThat(copy(empty, data)).as("%s%s", out, err).isEqualTo(2);
        assertThat(err.toString()).contains("holds no blog");
        stillThere(data, post);
    }

    @Test
    void a_copy_onto_another_blog_is_refused_with_what_it_would_lose_unless_told_to_replace_it() {
        Path ours = root.resolve("ours");
        Path theirs = root.resolve("theirs");
        blogIn(ours, "ann");
        String theirPost = blogIn(theirs, "bob");

        assertThat(copy(ours, theirs)).as("%s%s", out, err).isEqualTo(2);
        assertThat(err.toString()).contains("another blog", "1 user, 1 post, 0 comments and 0 likes", "--replace-target");
        stillThere(theirs, theirPost);

        assertThat(copy(ours, theirs, "--replace-target")).as("%s%s", out, err).isZero();
        assertThat(out.toString()).startsWith("copied and verified");
    }

    @Test
    void a_copy_run_again_after_the_cut_over_is_refused_but_before_it_carries_the_source_s_deletes() {
        Path source = root.resolve("source");
        Path target = root.resolve("target");
        blogIn(source, "ann");
        assertThat(copy(source, target)).as("%s%s", out, err).isZero();
        Blogger[] eve = {null};
        String[] gone = {null};
        serving(source, client -> {
            eve[0] = Blogger.register(client, "eve");
            gone[0] = eve[0].write(client, "Eve's", "Soon gone.");
        });
        assertThat(copy(source, target)).as("%s%s", out, err).isZero();
        serving(source, client -> client.delete("/api/posts/" + gone[0], eve[0].token()).expect(204));
        assertThat(copy(source, target)).as("a re-run onto what only the copy wrote: %s%s", out, err).isZero();
        assertThat(out.toString()).contains("taken back");

        String[] written = {null};
        serving(target, client -> written[0] = Blogger.register(client, "cy").write(client, "Cy's", "Written after the cut-over."));

        assertThat(copy(source, target)).as("%s%s", out, err).isEqualTo(2);
        assertThat(err.toString()).contains("served since", "1 user, 1 post", "--replace-target");
        stillThere(target, written[0]);
    }

    @Test
    void a_dry_run_says_what_the_copy_would_do_and_writes_nothing() throws Exception {
        Path ours = root.resolve("ours");
        Path theirs = root.resolve("theirs");
        String ourPost = blogIn(ours, "ann");
        String theirPost = blogIn(theirs, "bob");
        Path fresh = root.resolve("fresh");

        assertThat(copy(ours, fresh, "--dry-run")).as("%s%s", out, err).isZero();
        assertThat(out.toString()).contains("add 1 user, 1 post, 0 comments and 0 likes", ourPost);
        assertThat(fresh).doesNotExist();

        long before = Files.size(theirs.resolve("blog.db"));
        assertThat(copy(ours, theirs, "--dry-run")).as("%s%s", out, err).isZero();
        assertThat(out.toString()).contains("delete 1 user, 1 post", theirPost, "--replace-target");
        assertThat(Files.size(theirs.resolve("blog.db"))).isEqualTo(before);
        stillThere(theirs, theirPost);
    }

    @Test
    void a_mistyped_cosmos_db_database_as_the_source_is_refused_and_never_created() throws Exception {
        try (LocalCosmos cosmos = LocalCosmos.start()) {
            Path target = root.resolve("target");
            Map<String, String> account = Map.of("COSMOS_ENDPOINT", cosmos.endpoint(), "COSMOS_KEY", cosmos.key(),
                    "COSMOS_DATABASE", cosmos.freshDatabase().database(), "COSMOS_HTTP_CONNECTION_WITHOUT_TLS_ALLOWED", "true");
            String[] arguments = {"--from", "cosmos", "--to", "local", "--data-dir", target.toString()};

            assertThat(copyProcess(account, "first", arguments)).as("%s", err).isEqualTo(1);
            assertThat(err.toString()).contains("missing");
            assertThat(copyProcess(account, "again", arguments)).as("still missing: %s", err).isEqualTo(1);
            assertThat(target).doesNotExist();
        }
    }

    /** The command in a JVM of its own, with the COSMOS_* variables of {@code environment}; answers its exit code. */
    private int copyProcess(Map<String, String> environment, String name, String... arguments) throws Exception {
        CopyProcess.Run run = new CopyProcess(root).run(environment, name, arguments);
        err.getBuffer().setLength(0);
        err.write(run.out() + run.err());
        return run.exitCode();
    }
}
