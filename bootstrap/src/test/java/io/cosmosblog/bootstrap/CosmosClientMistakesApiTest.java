package io.cosmosblog.bootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The client mistakes that get as far as the storage, on Cosmos DB: unknown ids, forged
 * continuations and tokens must come back as 4xx, never as a Cosmos failure turned 500.
 * The same mistakes against the in-memory storage are adapters-http's tests (ErrorAnswersApiTest,
 * PagingApiTest, BearerAuthenticationApiTest), which run on it; input refused before the storage
 * is theirs and {@link InMemoryClientMistakesApiTest}'s.
 */
class CosmosClientMistakesApiTest extends ClientMistakesApiTest {

    private static final String UNKNOWN = "0".repeat(64);

    @Override
    RunningBlog startBlog() {
        return RunningBlog.start(StorageKind.COSMOS);
    }

    @BeforeAll
    void commentTwice() {
        client.post("/api/posts/" + post + "/comments", "{\"content\":\"one\"}", ann.token()).expect(201);
        client.post("/api/posts/" + post + "/comments", "{\"content\":\"two\"}", ann.token()).expect(201);
    }

    @ParameterizedTest
    @ValueSource(strings = {"nobody", "a", "-", "_", "0000000000000000000000000000000000000000000000000000000000000000"})
    void unknownIdsAre404(String id) {
        for (String path : List.of("/api/users/" + id, "/api/users/" + id + "/posts", "/api/posts/" + id,
                "/api/posts/" + id + "/comments", "/api/posts/" + id + "/likes")) {
            assertThat(client.get(path).expect(404).error().path("code").asText()).isEqualTo("not_found");
        }
        client.put("/api/users/" + id, "{\"username\":\"x\"}", ann.token()).expect(404).error();
        client.put("/api/posts/" + id, "{\"title\":\"a\",\"content\":\"b\"}", ann.token()).expect(404).error();
    }

    @Test
    void commentsAndLikesOnAnUnknownPostAre404AndWriteNothing() {
        client.post("/api/posts/" + UNKNOWN + "/comments", "{\"content\":\"x\"}", ann.token()).expect(404).error();
        client.post("/api/posts/" + UNKNOWN + "/likes", null, ann.token()).expect(404).error();
        client.get("/api/posts/" + UNKNOWN).expect(404);
    }

    @ParameterizedTest
    @ValueSource(strings = {"garbage!", "AAAA", "bGlrZXMvbm8KYWJj", "comments.", "comments.%00", "userposts.AAAA"})
    void continuationJunkIs400(String token) {
        for (String list : List.of("/api/posts/" + post + "/comments", "/api/posts/" + post + "/likes",
                "/api/users/" + ann.id() + "/posts")) {
            JsonNode error = client.get(list + "?continuation=" + token).expect(400).error();
            assertThat(error.path("field").asText()).isEqualTo("continuation");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"garbage", "{\"token\":\"-RID:~x#RT:1\",\"range\":{}}", "cts-skip:-5", "cts-skip:abc", "'; DROP"})
    void aWellWrappedTokenAroundJunkIsA4xx(String inner) {
        for (String list : List.of("comments", "likes")) {
            Reply reply = client.get("/api/posts/" + post + "/" + list + "?limit=1&continuation=" + wrapped(list, post, inner));
            assertThat(reply.status()).as(reply.body()).isBetween(400, 499);
            reply.error();
        }
        String position = wrapped("userposts", ann.id() + "\n2026-01-01T00:00:00Z", inner);
        Reply reply = client.get("/api/users/" + ann.id() + "/posts?continuation=" + position);
        assertThat(reply.status()).as(reply.body()).isIn(200, 400);
    }

    @ParameterizedTest
    @ValueSource(strings = {"nobody.", "", "x"})
    void tokensOfUnknownUsersOrWrongSecretsAre401(String prefix) {
        String token = prefix.equals("x") ? ann.id() + "." + "B".repeat(43) : prefix + "A".repeat(43);
        client.post("/api/posts/" + post + "/likes", null, token).expect(401).error();
        client.post("/api/posts", "{\"title\":\"a\",\"content\":\"b\"}", token).expect(401).error();
    }

    @Test
    void textThatStorageScriptsAndQueriesMightChokeOnRoundTrips() {
        String odd = "'; DROP c --\\\\ \\\"quoted\\\" \\u00e9\\ud83d\\ude00 <b>&amp;</b> ${x} /* */";
        JsonNode written = client.post("/api/posts", "{\"title\":\"" + odd + "\",\"content\":\"" + odd + "\"}", ann.token())
                .expect(201).json();
        String id = written.path("id").asText();
        assertThat(client.get("/api/posts/" + id).expect(200).text("title")).isEqualTo(written.path("title").asText());
        JsonNode comment = client.post("/api/posts/" + id + "/comments", "{\"content\":\"" + odd + "\"}", ann.token())
                .expect(201).json();
        assertThat(client.get("/api/posts/" + id + "/comments").expect(200).json().path("items").get(0).path("content").asText())
                .isEqualTo(comment.path("content").asText()).contains("'; DROP", "\"quoted\"", "\ud83d\ude00");
        client.put("/api/users/" + ann.id(), "{\"username\":\"" + "O'Brien \\\"\\u00e9\\\"" + "\"}", ann.token()).expect(200);
        blog.awaitProjections();
        assertThat(client.get("/api/posts/" + id).text("userUsername")).isEqualTo("O'Brien \"\u00e9\"");
    }

    private static String wrapped(String list, String owner, String inner) {
        String text = owner + "\n" + inner;
        return list + "." + Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }
}
