package io.cosmosblog.bootstrap.readme;

import io.cosmosblog.adapters.cosmos.NodeCheck;
import io.cosmosblog.bootstrap.readme.Shell.Ran;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The README's shell blocks, run as a reader runs them: from a clone's root (here a directory
 * holding the jar and the test server where the README's paths say), on the default ports, with
 * none of the blog's settings in the environment. A change of default that breaks a block fails
 * here. Only the benchmarks run smaller than written, so that the suite stays quick.
 *
 * <p>The blocks use fixed ports, as a reader's terminal does. Each test first checks that the
 * ports its blocks use are free, and fails at once naming a busy one, rather than send the
 * blocks' requests to whatever listens there (a developer's own blog, say).
 */
class ReadmeBlocksIT {

    /** The blog's default public port, which the start and curl blocks use. */
    private static final int BLOG_PORT = 8080;
    /** The blog's default management port, PORT+1. */
    private static final int MANAGEMENT_PORT = 8081;
    /** The port the laptop block gives the Cosmos DB test server. */
    private static final int TEST_SERVER_PORT = 8091;

    /** The start block builds first; here the build has just made the jar, so the rest of the line is run. */
    private static final String BUILD_FIRST = "mvn -B -q -DskipTests package && ";
    private static final Duration START = Duration.ofSeconds(60);

    private final ReadmeBlocks readme = ReadmeBlocks.ofThisProject();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    @TempDir
    Path clone;

    @BeforeEach
    void aClone() throws IOException {
        Path jar = readme.root().resolve("bootstrap/target/cosmos-blog.jar");
        assertThat(jar).as("the jar `package` built").isRegularFile();
        Files.createDirectories(clone.resolve("bootstrap/target"));
        Files.createSymbolicLink(clone.resolve("bootstrap/target/cosmos-blog.jar"), jar);
        Files.createDirectories(clone.resolve("adapters-cosmos/src/test"));
        Files.createSymbolicLink(clone.resolve("adapters-cosmos/src/test/cosmos-server"),
                readme.root().resolve("adapters-cosmos/src/test/cosmos-server"));
    }

    @Test
    void the_test_block_is_the_command_ci_runs() throws IOException {
        assertThat(readme.block("test")).isEqualTo("mvn -B verify");
        assertThat(Files.readAllLines(readme.root().resolve(".ci/run"))).contains("mvn -B verify");
    }

    /**
     * A newcomer's first hour, the blocks in the README's order: start, the ten requests with curl,
     * the front page, then stop, copy into V1 and start V1 on the copy. What the curl block wrote
     * and kept (Ada, her post, its comment and like) is what the front page, the copy and the V1
     * blog then show; what it took back is in none of them.
     */
    @Test
    void a_newcomer_finds_the_curl_blocks_post_on_the_front_page_in_the_copy_and_on_the_v1_blog() {
        requireFree(BLOG_PORT, MANAGEMENT_PORT);
        String userId;
        String postId;
        try (Shell blog = Shell.start(clone, startWithoutBuild(), clone.resolve("start.log"))) {
            awaitServing(blog);
            Ran curl = Shell.run(clone, readme.block("curl"), clone.resolve("curl.log"), Duration.ofSeconds(60));

            assertThat(curl.exit()).as(curl.output()).isZero();
            assertThat(curl.output()).as("what the curl block printed")
                    .doesNotContain("\"error\"")
                    .contains("\"username\":\"Ada Lovelace\"", "\"expiresAt\"", "My first post, edited.", "Nice!")
                    .contains("HTTP/1.1 201", "\"commentCount\":1", "\"likeCount\":1")
                    .contains("like 201", "unlike 204", "delete comment 204", "delete post 204", "delete account 204");
            assertThat(blog.output()).contains("listening on http://127.0.0.1:8080/ (this machine only");
            assertThat(clone.resolve("data/blog.db")).as("the default store, in ./data").isRegularFile();
            userId = idOnTheLineWith(curl.output(), "\"username\":\"ada\"");
            postId = idOnTheLineWith(curl.output(), "\"title\":\"Hello Cosmos\"");

            // What the front page shows first: the feed, a view that may lag the writes a moment.
            assertThat(feedOnceItHolds(postId)).as("the front page's feed").contains("Hello Cosmos", "Ada Lovelace",
                    "\"commentCount\":1", "\"likeCount\":1").doesNotContain("A draft", "leaving");
        } // the README says to stop the blog first: a local store is one process's alone

        Ran copy = Shell.run(clone, readme.block("copy"), clone.resolve("copy.log"), Duration.ofMinutes(2));

        assertThat(copy.exit()).as(copy.output()).isZero();
        assertThat(copy.output()).contains("copied and verified", "| users | 1 |", "| posts | 1 |");
        assertThat(copy.output().lines().filter(line -> line.startsWith("copied and verified")).findFirst().orElseThrow())
                .as("a first copy finds nothing on the target").doesNotContain("there already");
        assertThat(clone.resolve("data-v1/blog.db")).as("the copy, in ./data-v1").isRegularFile();

        try (Shell v1 = Shell.start(clone, readme.block("start-v1"), clone.resolve("start-v1.log"))) {
            awaitServing(v1);
            assertThat(get("/api/about")).contains("\"dataModel\":\"v1\"");
            assertThat(get("/api/users/" + userId)).contains("\"username\":\"Ada Lovelace\"");
            assertThat(get("/api/feed")).as("V1's feed, read across partitions").contains(postId, "Hello Cosmos", "Ada Lovelace",
                    "\"commentCount\":1", "\"likeCount\":1").doesNotContain("A draft");
            assertThat(get("/api/posts/" + postId)).contains("My first post, edited.");
        }
    }

    /** The id on the first line of {@code output} holding {@code marker}: the answer that created it. */
    private static String idOnTheLineWith(String output, String marker) {
        String line = output.lines().filter(l -> l.contains(marker)).findFirst()
                .orElseThrow(() -> new AssertionError("no line with " + marker + " in:\n" + output));
        Matcher id = Pattern.compile("\"id\":\"([^\"]+)\"").matcher(line);
        assertThat(id.find()).as(line).isTrue();
        return id.group(1);
    }

    /** The feed once it lists {@code postId} and no deleted post: its view follows the writes by a moment. */
    private String feedOnceItHolds(String postId) {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        String feed = get("/api/feed");
        while (!(feed.contains(postId) && !feed.contains("A draft")) && System.nanoTime() < deadline) {
            sleep();
            feed = get("/api/feed");
        }
        return feed;
    }

    @Test
    void cosmos_db_on_your_laptop_runs_as_written_and_stops() {
        NodeCheck.requireNode();
        requireFree(BLOG_PORT, MANAGEMENT_PORT, TEST_SERVER_PORT);
        String script = readme.block("cosmos-laptop") + "\n" + readme.block("cosmos-laptop-stop");

        Ran ran = Shell.run(clone, script, clone.resolve("cosmos.log"), Duration.ofMinutes(4));

        assertThat(ran.exit()).as(ran.output()).isZero();
        assertThat(ran.output()).contains("{\"status\":\"ok\"}", "\"username\":\"grace\"", "cosmos storage", "Stopped");
        assertThat(ran.output()).as("the warning the README explains beside the block").contains("SESSION_TOKEN_KEY is unset");
        assertThat(readme.section("### Cosmos DB on your laptop")).contains("SESSION_TOKEN_KEY is unset", "Q3", "Q6",
                "about 2 seconds");
    }

    @Test
    @Execution(ExecutionMode.CONCURRENT) // the benchmarks are the only blocks on ports of their own choosing
    void the_benchmark_block_runs_at_a_small_size() throws IOException {
        String bench = smaller(readme.block("bench"), "--users 500", "--users 10 --scale 2 --requests 200 --ceiling-seconds 0.2");

        Ran ran = Shell.run(clone, bench, clone.resolve("bench.log"), Duration.ofMinutes(6));

        assertThat(ran.exit()).as(ran.output()).isZero();
        Path reports = clone.resolve("target/cosmos-blog-bench");
        assertThat(Files.readString(report(reports, "bench-inmemory-v3-", ".md"))).as("the V3 report").contains("| Q2");
        assertThat(clone.resolve("report.md")).as("nothing written into the clone's root").doesNotExist();
    }

    @Test
    @Execution(ExecutionMode.CONCURRENT)
    void the_models_benchmark_block_runs_at_a_small_size() throws IOException {
        String models = smaller(readme.block("bench-models"), "--users 100", "--users 5 --scale 2 --requests 100");

        Ran ran = Shell.run(clone, models, clone.resolve("bench-models.log"), Duration.ofMinutes(6));

        assertThat(ran.exit()).as(ran.output()).isZero();
        Path reports = clone.resolve("target/cosmos-blog-bench");
        assertThat(Files.readString(report(reports, "models-inmemory-", ".md"))).as("the models' report").contains("v1", "v3", "v4");
        assertThat(report(reports, "models-inmemory-", ".json")).isNotEmptyFile();
        assertThat(clone.resolve("report.md")).as("nothing written into the clone's root").doesNotExist();
    }

    /** The one report {@code bench} kept in {@code directory} whose name starts with {@code prefix}. */
    private static Path report(Path directory, String prefix, String suffix) throws IOException {
        try (var files = Files.list(directory)) {
            List<Path> found = files.filter(file -> file.getFileName().toString().startsWith(prefix)
                    && file.getFileName().toString().endsWith(suffix)).toList();
            assertThat(found).as(prefix + "*" + suffix + " in " + directory).hasSize(1);
            return found.get(0);
        }
    }

    private static String smaller(String block, String size, String smallSize) {
        assertThat(block).contains("-Xmx14g", size);
        return block.replace("-Xmx14g", "-Xmx1g").replace(size, smallSize);
    }

    /** The start block without its build: here the build has just made the jar. */
    private String startWithoutBuild() {
        String start = readme.block("start");
        assertThat(start).startsWith(BUILD_FIRST);
        return start.substring(BUILD_FIRST.length());
    }

    /**
     * Fails at once when one of {@code ports} is taken: the blocks would talk to whatever listens
     * there. Binding the wildcard address fails for a listener on any address of the port.
     */
    private static void requireFree(int... ports) {
        for (int port : ports) {
            try (ServerSocket probe = new ServerSocket()) {
                probe.setReuseAddress(true);
                probe.bind(new InetSocketAddress(port));
            } catch (IOException busy) {
                throw new AssertionError("port " + port + " is busy: the README's blocks use it (" + busy.getMessage()
                        + "). Stop what listens there (e.g. a blog of your own on 8080, whose metrics are on 8081) "
                        + "and run the test again; it did not start, so that it writes into no service but its own.");
            }
        }
    }

    /**
     * Waits until the blog that {@code blog} started says it listens and answers /health: the
     * service answering is then the one this test started, not one that was there before.
     */
    private void awaitServing(Shell blog) {
        long deadline = System.nanoTime() + START.toNanos();
        while (System.nanoTime() < deadline) {
            if (!blog.isRunning()) {
                throw new AssertionError("the blog ended before it served; it printed:\n" + blog.output());
            }
            if (blog.output().contains("listening on http://127.0.0.1:" + BLOG_PORT + "/")) {
                try {
                    if (http.send(request("/health").build(), HttpResponse.BodyHandlers.ofString()).statusCode() == 200) {
                        return;
                    }
                } catch (IOException notYet) {
                    // listening, not answering yet
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException(e);
                }
            }
            sleep();
        }
        throw new AssertionError("the blog did not serve /health within " + START + "; it printed:\n" + blog.output());
    }

    /** Signs a user up on the blog this test started; answers the user's id. */
    private String signUp(String username) {
        String answer = send(request("/api/users").header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"username\":\"" + username + "\"}")).build());
        Matcher id = Pattern.compile("\"id\":\"([^\"]+)\"").matcher(answer);
        assertThat(id.find()).as(answer).isTrue();
        return id.group(1);
    }

    private String get(String path) {
        return send(request(path).build());
    }

    private String send(HttpRequest request) {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString()).body();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + BLOG_PORT + path)).timeout(Duration.ofSeconds(10));
    }

    private static void sleep() {
        try {
            Thread.sleep(250);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
