package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.http.TestApi.Member;
import io.cosmosblog.adapters.http.TestApi.Reply;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;

/** What the use cases and Javalin refuse, as the client sees it: a status and the JSON error shape. */
class ErrorAnswersApiTest {

    private static final String UNKNOWN_ID = "no-such-id";
    private static final String STORE_COST = "store;dur=\\d+\\.\\d{2};desc=\"ops=\\d+ partitions=\\d+ ru=\\d+\\.\\d{2}( bytes=\\d+)?\"";

    @RegisterExtension
    static final TestApi api = new TestApi();
    private static Member ann;
    private static Member bob;
    private static String annsPost;

    @BeforeAll
    static void prepare() {
        ann = api.register("ann");
        bob = api.register("bob");
        annsPost = api.write(ann, "Ann's");
    }

    @Test
    void an_unknown_post_is_404_naming_it() {
        JsonNode error = api.get("/api/posts/" + UNKNOWN_ID).error(404, "not_found");

        assertThat(error.get("message").asText()).isEqualTo("no post with id " + UNKNOWN_ID);
        assertThat(error.has("field")).isFalse();
    }

    @Test
    void an_unknown_user_is_404_naming_it() {
        JsonNode error = api.get("/api/users/" + UNKNOWN_ID).error(404, "not_found");

        assertThat(error.get("message").asText()).isEqualTo("no user with id " + UNKNOWN_ID);
    }

    @Test
    void the_lists_of_an_unknown_post_or_user_are_404_too() {
        api.get("/api/posts/" + UNKNOWN_ID + "/comments").error(404, "not_found");
        api.get("/api/posts/" + UNKNOWN_ID + "/likes").error(404, "not_found");
        api.get("/api/users/" + UNKNOWN_ID + "/posts").error(404, "not_found");
    }

    @Test
    void editing_someone_elses_post_is_403_and_changes_nothing() {
        String edit = "{\"title\":\"Bob's now\",\"content\":\"Mine.\"}";

        JsonNode error = api.send("PUT", "/api/posts/" + annsPost, bob.token(), edit).error(403, "not_allowed");

        assertThat(error.get("message").asText()).isEqualTo("only the author may edit a post");
        assertThat(api.get("/api/posts/" + annsPost).expect(200).json().get("title").asText()).isEqualTo("Ann's");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "'{\"title\":\"New title\"}'      | content",
            "'{\"content\":\"New text.\"}'    | title"})
    void editing_a_post_replaces_title_and_content_so_both_are_required(String edit, String missing) {
        String post = api.write(ann, "Before");

        JsonNode error = api.sendingInvalid("PUT", "/api/posts/" + post, ann.token(), edit).error(400, "invalid_value");

        assertThat(error.get("field").asText()).isEqualTo(missing);
        JsonNode unchanged = api.get("/api/posts/" + post).expect(200).json();
        assertThat(unchanged.get("title").asText()).isEqualTo("Before");
        assertThat(unchanged.get("content").asText()).isEqualTo("Some text.");
    }

    @Test
    void renaming_someone_else_is_403() {
        api.send("PUT", "/api/users/" + ann.id(), bob.token(), "{\"username\":\"mallory\"}").error(403, "not_allowed");

        assertThat(api.get("/api/users/" + ann.id()).expect(200).json().get("username").asText()).isEqualTo("ann");
    }

    @ParameterizedTest
    @ValueSource(strings = {"POST", "PATCH"})
    void a_method_a_route_does_not_serve_is_405(String method) {
        JsonNode error = api.sendingInvalid(method, "/api/posts/" + annsPost, ann.token(), null).error(405, "method_not_allowed");

        assertThat(error.get("message").asText()).isEqualTo(method + " is not allowed here");
        api.get("/api/posts/" + annsPost).expect(200);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "PATCH  | /api/posts/{post}          | GET, HEAD, PUT, DELETE",
            "POST   | /api/posts/{post}          | GET, HEAD, PUT, DELETE",
            "PUT    | /api/posts/{post}/comments | GET, HEAD, POST",
            "PUT    | /api/posts/{post}/likes    | GET, HEAD, POST, DELETE",
            "PATCH  | /api/users/{user}          | GET, HEAD, PUT, DELETE",
            "GET    | /api/users                 | POST",
            "DELETE | /api/posts                 | POST",
            "POST   | /api/feed                  | GET, HEAD",
            "POST   | /health                    | GET, HEAD"})
    void a_405_says_in_allow_which_methods_the_route_serves(String method, String route, String allowed) {
        String path = route.replace("{post}", annsPost).replace("{user}", ann.id());

        Reply refused = api.sendingInvalid(method, path, ann.token(), null);

        refused.error(405, "method_not_allowed");
        assertThat(refused.header("Allow")).isEqualTo(allowed);
    }

    @Test
    void every_method_a_405_allows_is_served_indeed() {
        String path = "/api/posts/" + annsPost;
        String allowed = api.sendingInvalid("PATCH", path, ann.token(), null).expect(405).header("Allow");

        for (String method : allowed.split(", ")) {
            Reply answer = switch (method) {
                case "PUT" -> api.send(method, path, ann.token(), "{\"title\":\"Ann's\",\"content\":\"Some text.\"}");
                // A post of its own to delete: the others here read ann's.
                case "DELETE" -> api.send(method, "/api/posts/" + api.write(ann, "Deleted"), ann.token(), null);
                default -> api.send(method, path, ann.token(), null);
            };
            assertThat(answer.status()).as("%s %s", method, path).isEqualTo(method.equals("DELETE") ? 204 : 200);
        }
    }

    /** Refused by the HTTP server before any route sees it, in the API's shape, as openapi.yaml says of every operation. */
    @ParameterizedTest
    @ValueSource(strings = {"/api/about", "/api/feed", "/health"})
    void headers_too_large_are_431_in_the_same_shape(String path) {
        api.sendingInvalid(api.request(path).header("X-Padding", "x".repeat(64 * 1024)).GET()).error(431, "headers_too_large");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/api/nothing", "/api/posts/" + UNKNOWN_ID + "/shares", "/api/feed/more"})
    void an_unknown_route_is_404_in_the_same_shape(String path) {
        JsonNode error = api.sendingInvalid("GET", path, null, null).error(404, "not_found");

        assertThat(error.get("message").asText()).isEqualTo("there is nothing at GET " + path);
    }

    @Test
    void every_api_answer_says_what_it_cost_the_store() {
        Reply post = api.get("/api/posts/" + annsPost).expect(200);
        Reply missing = api.get("/api/users/" + UNKNOWN_ID).expect(404);
        Reply feed = api.get("/api/feed").expect(200);

        // Q2 is one point read in one partition.
        assertThat(post.header("Server-Timing")).matches(STORE_COST).contains("ops=1 partitions=1 ");
        assertThat(missing.header("Server-Timing")).matches(STORE_COST).contains("ops=1 partitions=1 ");
        assertThat(feed.header("Server-Timing")).matches(STORE_COST);
    }

    @Test
    void only_the_api_says_what_it_cost_the_store() {
        Reply health = api.get("/health").expect(200);

        assertThat(health.json().get("status").asText()).isEqualTo("ok");
        assertThat(health.header("Server-Timing")).isNull();
    }
}
