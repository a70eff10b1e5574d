package io.cosmosblog.bootstrap.browser;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Keeps docs/screenshots/feed.png current: it builds the feed the picture shows (three posts on
 * the local store in V3), and compares the page's visible text with feed.txt, recorded beside the
 * picture in the same session. Text, not pixels, so a font or an anti-aliasing change is no
 * failure; a changed page is, naming the command that takes both again.
 */
class FeedScreenshotTest {

    /** Where the picture and its text live, from bootstrap/ where the test runs. */
    private static final Path SHOTS = Path.of("..", "docs", "screenshots");
    private static final String UPDATE = "screenshots";
    private static final String REGENERATE = "mvn -q -pl bootstrap -am test -Dtest=FeedScreenshotTest "
            + "-Dsurefire.failIfNoSpecifiedTests=false -D" + UPDATE + "=update";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @TempDir
    Path data;

    private String api;

    @Test
    void the_feeds_screenshot_shows_todays_front_page() throws Exception {
        Optional<Path> binary = Chromium.find();
        if (binary.isEmpty()) {
            if ("true".equals(System.getenv("CI"))) {
                Assertions.fail("Chromium was not found (" + Chromium.WHERE + "); CI must run this test");
            }
            System.err.println("FeedScreenshotTest skipped: Chromium was not found (" + Chromium.WHERE + ")");
            return;
        }
        BlogComponent blog = BlogComponent.of(new Settings(0, StorageKind.LOCAL, Optional.empty(), data).withModel(DataModel.V3));
        String base = "http://127.0.0.1:" + blog.lifecycle().start() + "/";
        api = base + "api";
        try (Chromium chromium = Chromium.start(binary.get())) {
            writeThePicturesPosts();
            Tab reader = chromium.newPerson("reader");
            reader.viewport(1024, 768, false);
            reader.go(base);
            // The feed is a view a moment behind the writes: reload until the last reaction shows.
            reader.waitForTextReloading(".card .counts", "1 comment · 2 likes");
            reader.waitForTextReloading(".card .counts", "1 comment · 1 like");
            reader.waitForText(".page-cost", "data model v3");
            String shown = reader.evaluate("document.body.innerText").asText().strip() + "\n";
            Path picture = reader.screenshot("feed");

            if ("update".equals(System.getProperty(UPDATE))) {
                Files.copy(picture, SHOTS.resolve("feed.png"), StandardCopyOption.REPLACE_EXISTING);
                Files.writeString(SHOTS.resolve("feed.txt"), shown);
            }
            assertThat(shown).as("the front page docs/screenshots/feed.png shows has changed (its text is in feed.txt beside it);"
                    + " if the change is meant, take both again with:%n  %s%n", REGENERATE)
                    .isEqualTo(Files.exists(SHOTS.resolve("feed.txt")) ? Files.readString(SHOTS.resolve("feed.txt")) : "(no feed.txt)");
        } finally {
            blog.lifecycle().stop();
        }
    }

    /** Ada's post as the README's curl block leaves it, then Grace's and Alan's, with their reactions. */
    private void writeThePicturesPosts() throws IOException, InterruptedException {
        JsonNode ada = signUp("Ada Lovelace");
        JsonNode grace = signUp("Grace Hopper");
        JsonNode alan = signUp("Alan");
        String hello = write(ada, "Hello Cosmos", "My first post.");
        send("PUT", ada, "/posts/" + hello, "{\"title\":\"Hello Cosmos\",\"content\":\"My first post, edited.\"}");
        send("POST", ada, "/posts/" + hello + "/comments", "{\"content\":\"Nice!\"}");
        send("POST", ada, "/posts/" + hello + "/likes", null);
        send("POST", grace, "/posts/" + hello + "/likes", null);
        String feed = write(grace, "Why the feed is one partition", "The front page asks for the newest posts all the time. "
                + "A capped copy of them under one partition key makes that a single-partition query.");
        send("POST", alan, "/posts/" + feed + "/comments", "{\"content\":\"So every visit is one read.\"}");
        send("POST", alan, "/posts/" + feed + "/likes", null);
        write(alan, "Counting likes in the same batch", "A like and its post live in one partition, "
                + "so the count changes in the same transaction as the like. It never drifts.");
    }

    private JsonNode signUp(String name) throws IOException, InterruptedException {
        return send("POST", null, "/users", JSON.createObjectNode().put("username", name).toString());
    }

    private String write(JsonNode author, String title, String content) throws IOException, InterruptedException {
        return send("POST", author, "/posts", JSON.createObjectNode().put("title", title).put("content", content).toString())
                .path("id").asText();
    }

    /**
     * Sends a request as {@code user} (null: nobody) and answers its JSON body; anything but a 2xx
     * fails. A 408 (a loaded machine read the body too slowly) is sent again, as it asks: this test
     * is about the page, not the request.
     */
    private JsonNode send(String method, JsonNode user, String path, String json) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(api + path)).header("Content-Type", "application/json")
                .method(method, json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        if (user != null) {
            request.header("Authorization", "Bearer " + user.path("token").asText());
        }
        HttpResponse<String> answer = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        for (int again = 0; again < 3 && answer.statusCode() == 408; again++) {
            answer = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        }
        assertThat(answer.statusCode()).as(method + " " + path + ": " + answer.body()).isBetween(200, 299);
        return answer.body().isBlank() ? JSON.createObjectNode() : JSON.readTree(answer.body());
    }
}
