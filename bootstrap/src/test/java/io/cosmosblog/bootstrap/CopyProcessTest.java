package io.cosmosblog.bootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.LocalCosmos;
import io.cosmosblog.application.port.DataModel;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code copy} as an operator runs it, in a process of its own: a V1 local store to Cosmos DB in
 * V3 and back to a local store, each copy then serving exactly what the original served; and a
 * copy killed half-way, run again, finishing with nothing lost and nothing doubled.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(1) // among the longest: started first
class CopyProcessTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration CATCH_UP = Duration.ofSeconds(30);

    @TempDir
    Path root;

    /** A running blog on the test's side, for filling a store and for reading a copy back. */
    private record Blog(BlogComponent component, ApiClient client) implements AutoCloseable {

        static Blog on(Settings settings) {
            BlogComponent component = BlogComponent.of(settings);
            return new Blog(component, new ApiClient("http://localhost:" + component.lifecycle().start()));
        }

        void caughtUp() {
            assertThat(component.lifecycle().awaitProjections(CATCH_UP)).as("projections caught up").isTrue();
        }

        @Override
        public void close() {
            component.lifecycle().stop();
        }
    }

    private static Settings local(Path directory, DataModel model) {
        return new Settings(0, StorageKind.LOCAL, Optional.empty(), directory).withModel(model);
    }

    /** Every kind of item: renamed users, an edited post, comments, likes, a post with none. Answers the users' ids. */
    private static List<String> fill(ApiClient client, int posts, int commentsEach) {
        Blogger ann = Blogger.register(client, "ann");
        Blogger bob = Blogger.register(client, "bob");
        Blogger cy = Blogger.register(client, "cy");
        for (int i = 0; i < posts; i++) {
            Blogger author = i % 3 == 0 ? bob : ann;
            String post = author.write(client, "post " + i, "Content of post " + i + ".");
            for (int c = 0; c < (i % 4) * commentsEach; c++) {
                client.post("/api/posts/" + post + "/comments", "{\"content\":\"comment " + c + "\"}", (c % 2 == 0 ? cy : bob).token())
                        .expect(201);
            }
            if (i % 2 == 0) {
                client.post("/api/posts/" + post + "/likes", null, cy.token()).expect(201);
                client.post("/api/posts/" + post + "/likes", null, ann.token()).expect(201);
            }
            if (i == 1) {
                client.put("/api/posts/" + post, "{\"title\":\"post 1, edited\",\"content\":\"Edited.\"}", author.token()).expect(200);
            }
        }
        client.put("/api/users/" + ann.id(), "{\"username\":\"Ann Lovelace\"}", ann.token()).expect(200);
        client.put("/api/users/" + cy.id(), "{\"username\":\"Cy\"}", cy.token()).expect(200);
        return List.of(ann.id(), bob.id(), cy.id());
    }

    /** What the blog answers for every user, each of their posts with its comments and likes, their lists and the feed. */
    private static List<JsonNode> answers(Blog blog, List<String> users) {
        blog.caughtUp();
        ApiClient client = blog.client();
        List<JsonNode> answers = new ArrayList<>();
        for (String user : users) {
            answers.add(client.get("/api/users/" + user).expect(200).json());
            JsonNode list = items(client.get("/api/users/" + user + "/posts?limit=100").expect(200).json());
            answers.add(list);
            for (JsonNode post : list) {
                String id = post.get("id").asText();
                answers.add(client.get("/api/posts/" + id).expect(200).json());
                answers.add(items(client.get("/api/posts/" + id + "/comments?limit=100").expect(200).json()));
                answers.add(items(client.get("/api/posts/" + id + "/likes?limit=100").expect(200).json()));
            }
        }
        answers.add(items(client.get("/api/feed?limit=100").expect(200).json()));
        return answers;
    }

    private static JsonNode items(JsonNode page) {
        return ((ObjectNode) page).get("items");
    }

    /** The command in a JVM of its own, with the test server's account in the environment. */
    private Process copy(LocalCosmos cosmos, CosmosSettings database, String name, String... arguments) throws IOException {
        // Logging as the jar does (logback.xml, to stderr): stdout holds the summary alone.
        List<String> command = new ArrayList<>(ChildJvm.command(List.of("-DCOSMOS.HTTP_CONNECTION_WITHOUT_TLS_ALLOWED=true",
                "-Dlogback.configurationFile=logback.xml"), "copy"));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().keySet().removeIf(variable -> variable.startsWith("COSMOS_") || variable.equals("MODEL"));
        builder.environment().putAll(Map.of("COSMOS_ENDPOINT", cosmos.endpoint(), "COSMOS_KEY", cosmos.key(),
                "COSMOS_DATABASE", database.database(), "COSMOS_HTTP_CONNECTION_WITHOUT_TLS_ALLOWED", "true"));
        builder.redirectOutput(root.resolve(name + ".out").toFile()).redirectError(root.resolve(name + ".err").toFile());
        return builder.start();
    }

    private String finished(Process process, String name) throws Exception {
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).as(name + " finished").isTrue();
        String out = Files.readString(root.resolve(name + ".out"), StandardCharsets.UTF_8).strip();
        assertThat(process.exitValue()).as(name + ": " + out + Files.readString(root.resolve(name + ".err"))).isZero();
        return out;
    }

    @Test
    void a_v1_local_store_copied_to_cosmos_db_in_v3_and_back_serves_the_same_answers_everywhere() throws Exception {
        try (LocalCosmos cosmos = LocalCosmos.start()) {
            Path original = root.resolve("v1");
            Path back = root.resolve("back");
            CosmosSettings database = cosmos.freshDatabase();
            List<String> users;
            try (Blog blog = Blog.on(local(original, DataModel.V1))) {
                users = fill(blog.client(), 9, 1);
            }

            String there = finished(copy(cosmos, database, "there", "--from", "local", "--data-dir", original.toString(),
                    "--to", "cosmos", "--to-model", "v3"), "there");
            String home = finished(copy(cosmos, database, "home", "--from", "cosmos", "--from-model", "v3", "--to", "local",
                    "--data-dir", back.toString()), "home");

            assertThat(there).startsWith("copied and verified").contains("| comments | 12 | 12 | 0 | 0 | 12 |");
            assertThat(Files.readString(root.resolve("there.err"))).as("the copy's first line names each side's model once")
                    .containsPattern("\\(data model v1\\) to Cosmos DB database " + Pattern.quote(database.database())
                            + " \\(data model v3\\)\\R");
            assertThat(home).startsWith("copied and verified");
            List<JsonNode> expected;
            try (Blog blog = Blog.on(local(original, DataModel.V1))) {
                expected = answers(blog, users);
            }
            try (Blog blog = Blog.on(Settings.onCosmos(0, database).withModel(DataModel.V3))) {
                assertThat(answers(blog, users)).as("on Cosmos DB, V3").isEqualTo(expected);
            }
            try (Blog blog = Blog.on(local(back, DataModel.V3))) {
                assertThat(answers(blog, users)).as("back on the local store, V3").isEqualTo(expected);
            }
        }
    }

    @Test
    void a_copy_killed_half_way_finishes_when_run_again_and_a_run_on_a_complete_copy_writes_nothing() throws Exception {
        // Each operation answered after 15 ms, so that a few hundred items take the copy a few seconds.
        try (LocalCosmos cosmos = LocalCosmos.start("--latency-ms", "15")) {
            Path original = root.resolve("v3");
            CosmosSettings database = cosmos.freshDatabase();
            try (Blog blog = Blog.on(local(original, DataModel.V3))) {
                fill(blog.client(), 40, 2);
            }
            String[] arguments = {"--from", "local", "--data-dir", original.toString(), "--to", "cosmos", "--threads", "2"};

            Process killed = copy(cosmos, database, "killed", arguments);
            File progress = root.resolve("killed.err").toFile();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!Files.readString(progress.toPath()).contains("; copying ") && System.nanoTime() < deadline && killed.isAlive()) {
                Thread.sleep(20);
            }
            Thread.sleep(300); // some posts in, most of them not
            killed.destroyForcibly().waitFor();
            String again = finished(copy(cosmos, database, "again", arguments), "again");
            String third = finished(copy(cosmos, database, "third", arguments), "third");

            assertThat(again).startsWith("copied and verified").doesNotContain(" 0 items written");
            assertThat(third).startsWith("copied and verified").contains(" 0 items written");
            try (Blog blog = Blog.on(Settings.onCosmos(0, database))) {
                blog.caughtUp();
                assertThat(blog.component().storageMaintenance().cost().operations())
                        .as("projections on a fresh copy begin where the copy rebuilt the views: not one per imported post")
                        .isLessThan(20);
            }
        }
    }
}
