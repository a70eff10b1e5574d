package io.cosmosblog.bootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** Every row of the request table (README, "The ten requests"; openapi.yaml), over a real socket, on each storage. */
abstract class ContractApiTest extends ApiTest {

    @Test
    void c1CreatesAUserAndShowsItsTokenOnce() {
        JsonNode created = client.post("/api/users", "{\"username\":\"  Ann  \"}", null).expect(201).json();
        assertThat(created.path("username").asText()).isEqualTo("Ann");
        assertThat(created.path("token").asText()).startsWith(created.path("id").asText() + ".");

        JsonNode read = client.get("/api/users/" + created.path("id").asText()).expect(200).json();
        assertThat(read.path("id").asText()).isEqualTo(created.path("id").asText());
        assertThat(read.has("token")).isFalse();
    }

    @Test
    void c1EditRenamesOnlyYourself() {
        Blogger ann = Blogger.register(client, "ann");
        Blogger bob = Blogger.register(client, "bob");

        JsonNode renamed = client.put("/api/users/" + ann.id(), "{\"username\":\"Annie\"}", ann.token()).expect(200).json();
        assertThat(renamed.path("username").asText()).isEqualTo("Annie");
        assertThat(client.get("/api/users/" + ann.id()).expect(200).text("username")).isEqualTo("Annie");

        client.put("/api/users/" + ann.id(), "{\"username\":\"x\"}", bob.token()).expect(403).error();
        client.sendingInvalid("PUT", "/api/users/" + ann.id(), "{\"username\":\"x\"}", null).expect(401).error();
        client.put("/api/users/nobody", "{\"username\":\"x\"}", bob.token()).expect(404).error();
    }

    @Test
    void q1AnswersUnknownUsersWith404() {
        assertThat(client.get("/api/users/nobody").expect(404).error().path("code").asText()).isEqualTo("not_found");
    }

    @Test
    void c2WritesAndQ2ReadsTheFullPost() {
        Blogger ann = Blogger.register(client, "ann");
        JsonNode written = client.post("/api/posts", "{\"title\":\"Hello\",\"content\":\"" + "a".repeat(300) + "\"}", ann.token())
                .expect(201).json();

        JsonNode read = client.get("/api/posts/" + written.path("id").asText()).expect(200).json();
        assertThat(read.path("postId").asText()).isEqualTo(written.path("id").asText());
        assertThat(read.path("userId").asText()).isEqualTo(ann.id());
        assertThat(read.path("userUsername").asText()).isEqualTo("ann");
        assertThat(read.path("title").asText()).isEqualTo("Hello");
        assertThat(read.path("content").asText()).hasSize(300);
        assertThat(read.path("commentCount").asLong()).isZero();
        assertThat(read.path("likeCount").asLong()).isZero();
        assertThat(Instant.parse(read.path("creationDate").asText())).isBeforeOrEqualTo(Instant.now());
        assertThat(read.path("creationDate").asText()).endsWith("Z");
    }

    @Test
    void c2EditChangesOnlyYourOwnPost() {
        Blogger ann = Blogger.register(client, "ann");
        Blogger bob = Blogger.register(client, "bob");
        String post = ann.write(client, "Draft", "first");

        JsonNode edited = client.put("/api/posts/" + post, "{\"title\":\"Final\",\"content\":\"second\"}", ann.token())
                .expect(200).json();
        assertThat(edited.path("title").asText()).isEqualTo("Final");
        assertThat(client.get("/api/posts/" + post).expect(200).text("content")).isEqualTo("second");

        client.put("/api/posts/" + post, "{\"title\":\"Mine\",\"content\":\"now\"}", bob.token()).expect(403).error();
        client.sendingInvalid("PUT", "/api/posts/" + post, "{\"title\":\"Mine\",\"content\":\"now\"}", null).expect(401).error();
        client.put("/api/posts/nothing", "{\"title\":\"a\",\"content\":\"b\"}", ann.token()).expect(404).error();
        client.sendingInvalid("POST", "/api/posts", "{\"title\":\"a\",\"content\":\"b\"}", null).expect(401).error();
    }

    @Test
    void q3ListsAUsersPostsShortAndNewestFirst() {
        Blogger ann = Blogger.register(client, "ann");
        String older = ann.write(client, "One", "x".repeat(500));
        nextMillisecond();
        String newer = ann.write(client, "Two", "short");
        blog.awaitProjections();

        JsonNode page = client.get("/api/users/" + ann.id() + "/posts").expect(200).json();
        assertThat(page.path("items")).extracting(item -> item.path("id").asText()).containsExactly(newer, older);
        assertThat(page.path("items").get(1).path("content").asText().length()).isLessThanOrEqualTo(200);
        assertThat(page.path("continuation").isNull()).isTrue();
        client.get("/api/users/nobody/posts").expect(404).error();
    }

    @Test
    void c3AndQ4CommentAndListOldestFirst() {
        Blogger ann = Blogger.register(client, "ann");
        Blogger bob = Blogger.register(client, "bob");
        String post = ann.write(client, "Post", "text");

        JsonNode first = client.post("/api/posts/" + post + "/comments", "{\"content\":\"first!\"}", bob.token()).expect(201).json();
        assertThat(first.path("postId").asText()).isEqualTo(post);
        assertThat(first.path("userId").asText()).isEqualTo(bob.id());
        assertThat(first.path("userUsername").asText()).isEqualTo("bob");
        assertThat(first.path("content").asText()).isEqualTo("first!");
        assertThat(first.path("creationDate").asText()).endsWith("Z");
        client.post("/api/posts/" + post + "/comments", "{\"content\":\"second\"}", ann.token()).expect(201);

        JsonNode page = client.get("/api/posts/" + post + "/comments").expect(200).json();
        assertThat(page.path("items")).extracting(item -> item.path("content").asText()).containsExactly("first!", "second");
        assertThat(page.path("continuation").isNull()).isTrue();
        assertThat(client.get("/api/posts/" + post).json().path("commentCount").asLong()).isEqualTo(2);

        client.sendingInvalid("POST", "/api/posts/" + post + "/comments", "{\"content\":\"x\"}", null).expect(401).error();
        client.post("/api/posts/nothing/comments", "{\"content\":\"x\"}", ann.token()).expect(404).error();
        client.get("/api/posts/nothing/comments").expect(404).error();
    }

    @Test
    void c4LikesOnceAndQ5ListsTheLikes() {
        Blogger ann = Blogger.register(client, "ann");
        String post = ann.write(client, "Post", "text");

        JsonNode like = client.post("/api/posts/" + post + "/likes", null, ann.token()).expect(201).json();
        assertThat(like.path("postId").asText()).isEqualTo(post);
        assertThat(like.path("userId").asText()).isEqualTo(ann.id());
        assertThat(like.path("userUsername").asText()).isEqualTo("ann");
        client.post("/api/posts/" + post + "/likes", null, ann.token()).expect(200);

        assertThat(client.get("/api/posts/" + post).json().path("likeCount").asLong()).isEqualTo(1);
        JsonNode likes = client.get("/api/posts/" + post + "/likes").expect(200).json();
        assertThat(likes.path("items")).extracting(item -> item.path("userId").asText()).containsExactly(ann.id());
        assertThat(likes.path("continuation").isNull()).isTrue();

        client.sendingInvalid("POST", "/api/posts/" + post + "/likes", null, null).expect(401).error();
        client.post("/api/posts/nothing/likes", null, ann.token()).expect(404).error();
        client.get("/api/posts/nothing/likes").expect(404).error();
    }

    @Test
    void aLikeTakenBackAndACommentDeletedAreCountedOffOnceAndTheViewsFollow() {
        Blogger ann = Blogger.register(client, "ann");
        Blogger bob = Blogger.register(client, "bob");
        String post = ann.write(client, "Post", "text");
        client.post("/api/posts/" + post + "/likes", null, ann.token()).expect(201);
        client.post("/api/posts/" + post + "/likes", null, bob.token()).expect(201);
        String typo = client.post("/api/posts/" + post + "/comments", "{\"content\":\"tpyo\"}", bob.token()).expect(201).text("id");
        String kept = client.post("/api/posts/" + post + "/comments", "{\"content\":\"kept\"}", bob.token()).expect(201).text("id");

        client.delete("/api/posts/" + post + "/likes", bob.token()).expect(204);
        client.delete("/api/posts/" + post + "/likes", bob.token()).expect(204);
        client.delete("/api/posts/" + post + "/comments/" + kept, Blogger.register(client, "cy").token()).expect(403).error();
        client.delete("/api/posts/" + post + "/comments/" + typo, bob.token()).expect(204);
        client.delete("/api/posts/" + post + "/comments/" + typo, bob.token()).expect(404).error();
        client.sendingInvalid("DELETE", "/api/posts/" + post + "/likes", null, null).expect(401).error();
        client.delete("/api/posts/nothing/likes", ann.token()).expect(404).error();
        blog.awaitProjections();

        JsonNode read = client.get("/api/posts/" + post).expect(200).json();
        assertThat(read.path("likeCount").asLong()).isEqualTo(1);
        assertThat(read.path("commentCount").asLong()).isEqualTo(1);
        assertThat(client.get("/api/posts/" + post + "/likes").json().path("items"))
                .extracting(item -> item.path("userId").asText()).containsExactly(ann.id());
        assertThat(client.get("/api/posts/" + post + "/comments").json().path("items"))
                .extracting(item -> item.path("id").asText()).containsExactly(kept);
        JsonNode copy = client.get("/api/users/" + ann.id() + "/posts").expect(200).json().path("items").get(0);
        assertThat(copy.path("likeCount").asLong()).isEqualTo(1);
        assertThat(copy.path("commentCount").asLong()).isEqualTo(1);
    }

    @Test
    void q6ShowsTheLatestPostsWithinTheLimit() {
        Blogger ann = Blogger.register(client, "ann");
        ann.write(client, "One", "1");
        nextMillisecond();
        String latest = ann.write(client, "Two", "2");
        blog.awaitProjections();

        JsonNode feed = client.get("/api/feed?limit=1").expect(200).json();
        assertThat(feed.path("items")).hasSize(1);
        assertThat(feed.path("items").get(0).path("id").asText()).isEqualTo(latest);
        assertThat(client.get("/api/feed").expect(200).json().path("items").size()).isBetween(2, 100);
    }

    @Test
    void everyApiResponseSaysWhatItCostTheStore() {
        assertThat(client.get("/api/users/nobody").header("Server-Timing"))
                .matches("store;dur=\\d+\\.\\d{2};desc=\"ops=1 partitions=1 ru=\\d+\\.\\d{2}( bytes=\\d+)?\"");
        assertThat(client.get("/api/feed").header("Server-Timing")).startsWith("store;dur=");
        assertThat(client.sendingInvalid("GET", "/api/no-such-thing", null, null).header("Server-Timing")).contains("ops=0");
    }

    @Test
    void healthAndTheApiDescriptionAreServed() {
        assertThat(client.get("/health").expect(200).text("status")).isEqualTo("ok");
        Reply openApi = client.get("/openapi.yaml").expect(200);
        assertThat(openApi.body()).startsWith("openapi: 3").contains("/api/posts/{postId}/likes:", "bearerAuth");
    }

    /**
     * The service's clock ticks in milliseconds, and posts of the same millisecond are listed by
     * id: two posts meant to be older and newer must not share one (in memory they easily do).
     */
    private static void nextMillisecond() {
        long now = System.currentTimeMillis();
        while (System.currentTimeMillis() <= now) {
            Thread.onSpinWait();
        }
    }
}
