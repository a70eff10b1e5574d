package io.cosmosblog.bootstrap.readme;

import io.cosmosblog.adapters.cosmos.NodeCheck;
import io.cosmosblog.bootstrap.readme.Shell.Ran;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The README's shell blocks, run as a reader runs them: from a clone's root (here a directory
 * holding the jar and the test server where the README's paths say), on the default ports, with
 * none of the blog's settings in the environment. A change of default that breaks a block fails
 * here. Only the benchmarks run smaller than written, so that the suite stays quick.
 */
class ReadmeBlocksIT {

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

    @Test
    void the_start_block_serves_the_blog_and_the_curl_block_runs_every_request_on_it() {
        String start = readme.block("start");
        assertThat(start).startsWith(BUILD_FIRST);

        try (Shell blog = Shell.start(clone, start.substring(BUILD_FIRST.length()), clone.resolve("start.log"))) {
            awaitHealthy(blog);
            Ran curl = Shell.run(clone, readme.block("curl"), clone.resolve("curl.log"), Duration.ofSeconds(60));

            assertThat(curl.exit()).as(curl.output()).isZero();
            assertThat(curl.output()).as("what the curl block printed")
                    .doesNotContain("\"error\"")
                    .contains("\"username\":\"Ada Lovelace\"", "\"expiresAt\"", "My first post, edited.", "Nice!")
                    .contains("HTTP/1.1 201", "\"commentCount\":1", "\"likeCount\":1")
                    .contains("unlike 204", "delete comment 204", "delete post 204", "delete account 204");
            assertThat(blog.output()).contains("listening on http://127.0.0.1:8080/ (this machine only");
            assertThat(clone.resolve("data/blog.db")).as("the default store, in ./data").isRegularFile();
        }
    }

    @Test
    void cosmos_db_on_your_laptop_runs_as_written_and_stops() {
        NodeCheck.requireNode();
        String script = readme.block("cosmos-laptop") + "\n" + readme.block("cosmos-laptop-stop");

        Ran ran = Shell.run(clone, script, clone.resolve("cosmos.log"), Duration.ofMinutes(4));

        assertThat(ran.exit()).as(ran.output()).isZero();
        assertThat(ran.output()).contains("{\"status\":\"ok\"}", "\"username\":\"grace\"", "cosmos storage", "Stopped");
    }

    @Test
    void the_benchmark_blocks_run_at_a_small_size() throws IOException {
        String bench = smaller(readme.block("bench"), "--users 500", "--users 10 --scale 2 --requests 200 --ceiling-seconds 1");
        String models = smaller(readme.block("bench-models"), "--users 100", "--users 5 --scale 2 --requests 100");

        Ran ran = Shell.run(clone, bench + "\n" + models, clone.resolve("bench.log"), Duration.ofMinutes(6));

        assertThat(ran.exit()).as(ran.output()).isZero();
        assertThat(Files.readString(clone.resolve("report.md"))).as("report.md").contains("| Q2");
        assertThat(Files.readString(clone.resolve("models.md"))).as("models.md").contains("v1", "v3");
        assertThat(clone.resolve("models.json")).isNotEmptyFile();
    }

    private static String smaller(String block, String size, String smallSize) {
        assertThat(block).contains("-Xmx14g", size);
        return block.replace("-Xmx14g", "-Xmx1g").replace(size, smallSize);
    }

    private void awaitHealthy(Shell blog) {
        long deadline = System.nanoTime() + START.toNanos();
        while (System.nanoTime() < deadline) {
            try {
                HttpResponse<String> health = http.send(HttpRequest.newBuilder(URI.create("http://localhost:8080/health"))
                        .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.ofString());
                if (health.statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            sleep();
        }
        throw new AssertionError("the start block did not serve /health within " + START + "; it printed:\n" + blog.output());
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
