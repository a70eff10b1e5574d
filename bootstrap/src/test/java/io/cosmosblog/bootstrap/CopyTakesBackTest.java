package io.cosmosblog.bootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.LocalCosmos;
import io.cosmosblog.application.port.DataModel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What is taken back at the source stays taken back on a copy: a blog copied, then an account
 * erased and a comment deleted at the source, then copied again as OPERATIONS describes. On the
 * target the account, its token, its post, its comment and like, and the deleted comment are gone,
 * from every read and list, on the local store and on Cosmos DB.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(5) // among the longest: started first
class CopyTakesBackTest {

    private static final Duration CATCH_UP = Duration.ofSeconds(30);

    @TempDir
    Path root;

    /** What the source held before the erasure. */
    private record Blog(Blogger ann, Blogger eve, String annsPost, String evesPost, String deletedComment, String evesComment) {
    }

    private static Settings local(Path directory) {
        return new Settings(0, StorageKind.LOCAL, Optional.empty(), directory).withModel(DataModel.V3);
    }

    private static <T> T serving(Settings settings, java.util.function.Function<ApiClient, T> work) {
        BlogComponent component = BlogComponent.of(settings);
        try {
            ApiClient client = new ApiClient("http://localhost:" + component.lifecycle().start());
            assertThat(component.lifecycle().awaitProjections(CATCH_UP)).as("projections caught up").isTrue();
            T result = work.apply(client);
            assertThat(component.lifecycle().awaitProjections(CATCH_UP)).as("projections caught up").isTrue();
            return result;
        } finally {
            component.lifecycle().stop();
        }
    }

    private static Blog fill(ApiClient client) {
        Blogger ann = Blogger.register(client, "ann");
        Blogger eve = Blogger.register(client, "eve");
        String annsPost = ann.write(client, "Ann's", "Ann's post.");
        String evesPost = eve.write(client, "Eve's", "Eve's post.");
        String deleted = client.post("/api/posts/" + annsPost + "/comments", "{\"content\":\"Tpyo\"}", ann.token()).expect(201).text("id");
        String evesComment = client.post("/api/posts/" + annsPost + "/comments", "{\"content\":\"Eve was here\"}", eve.token())
                .expect(201).text("id");
        client.post("/api/posts/" + annsPost + "/likes", null, eve.token()).expect(201);
        return new Blog(ann, eve, annsPost, evesPost, deleted, evesComment);
    }

    private static Void takeBack(ApiClient client, Blog blog) {
        client.delete("/api/posts/" + blog.annsPost() + "/comments/" + blog.deletedComment(), blog.ann().token()).expect(204);
        client.delete("/api/users/" + blog.eve().id(), blog.eve().token()).expect(204);
        return null;
    }

    /** Everything the target must no longer answer, and what it must still. */
    private static Void takenBackOn(ApiClient client, Blog blog) {
        client.get("/api/users/" + blog.eve().id()).expect(404);
        client.get("/api/posts/" + blog.evesPost()).expect(404);
        client.post("/api/posts", "{\"title\":\"Back\",\"content\":\"from the dead\"}", blog.eve().token()).expect(401);
        JsonNode comments = client.get("/api/posts/" + blog.annsPost() + "/comments?limit=100").expect(200).json().get("items");
        assertThat(ids(comments)).as("comments left on Ann's post").isEmpty();
        assertThat(ids(client.get("/api/posts/" + blog.annsPost() + "/likes?limit=100").expect(200).json().get("items")))
                .as("likes left on Ann's post").isEmpty();
        JsonNode post = client.get("/api/posts/" + blog.annsPost()).expect(200).json();
        assertThat(post.get("commentCount").asInt()).isZero();
        assertThat(post.get("likeCount").asInt()).isZero();
        assertThat(ids(client.get("/api/feed?limit=100").expect(200).json().get("items"))).containsExactly(blog.annsPost());
        client.post("/api/posts", "{\"title\":\"Still\",\"content\":\"here\"}", blog.ann().token()).expect(201);
        return null;
    }

    private static List<String> ids(JsonNode items) {
        return StreamSupport.stream(items.spliterator(), false).map(item -> item.path("id").asText(item.path("postId").asText()))
                .toList();
    }

    /** The command in a JVM of its own, as an operator runs it; answers its summary. */
    private String copy(Map<String, String> environment, String name, String... arguments) throws Exception {
        CopyProcess.Run run = new CopyProcess(root).run(environment, name, arguments);
        assertThat(run.exitCode()).as(name + ": " + run.out().strip() + run.err()).isZero();
        return run.out().strip();
    }

    @Test
    void a_local_copy_run_again_takes_back_what_the_source_took_back() throws Exception {
        Path source = root.resolve("source");
        Path target = root.resolve("target");
        Blog blog = serving(local(source), CopyTakesBackTest::fill);
        String[] arguments = {"--from", "local", "--data-dir", source.toString(), "--to", "local", "--to-data-dir", target.toString()};
        assertThat(copy(Map.of(), "first", arguments)).startsWith("copied and verified");
        serving(local(source), client -> takeBack(client, blog));

        String again = copy(Map.of(), "again", arguments);

        assertThat(again).startsWith("copied and verified").contains("| users | 1 |");
        serving(local(target), client -> takenBackOn(client, blog));
    }

    @Test
    void a_copy_onto_cosmos_db_run_again_takes_back_what_the_source_took_back() throws Exception {
        try (LocalCosmos cosmos = LocalCosmos.start()) {
            Path source = root.resolve("source");
            CosmosSettings database = cosmos.freshDatabase();
            Map<String, String> account = Map.of("COSMOS_ENDPOINT", cosmos.endpoint(), "COSMOS_KEY", cosmos.key(),
                    "COSMOS_DATABASE", database.database(), "COSMOS_HTTP_CONNECTION_WITHOUT_TLS_ALLOWED", "true");
            Blog blog = serving(local(source), CopyTakesBackTest::fill);
            String[] arguments = {"--from", "local", "--data-dir", source.toString(), "--to", "cosmos"};
            assertThat(copy(account, "first", arguments)).startsWith("copied and verified");
            serving(local(source), client -> takeBack(client, blog));

            String again = copy(account, "again", arguments);

            assertThat(again).startsWith("copied and verified").contains("| users | 1 |");
            serving(Settings.onCosmos(0, database).withModel(DataModel.V3), client -> takenBackOn(client, blog));
        }
    }
}
