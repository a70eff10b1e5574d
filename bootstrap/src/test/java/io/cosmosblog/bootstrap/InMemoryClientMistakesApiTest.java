package io.cosmosblog.bootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest.BodyPublishers;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whatever a client sends, the answer is a 4xx with a JSON error, never a 5xx: the whole service,
 * on the in-memory storage. Only the mistakes adapters-http's *ApiTest suites do not make yet are
 * here (raw protocol junk, odd paths, ids, encodings and lengths); those that reach the storage on
 * Cosmos DB are {@link CosmosClientMistakesApiTest}'s.
 */
class InMemoryClientMistakesApiTest extends ClientMistakesApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.start(StorageKind.INMEMORY);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "/api/posts/%00", "/api/posts/%2e%2e%2f%2e%2e%2fetc", "/api/posts/../../etc", "/api/posts/a%2Fb",
        "/api/posts/%E2%9C%93", "/api/posts/%F0%9F%98%80/comments", "/api/users/%20", "/api/users/a%00b/posts",
        "/api/", "/api", "/nothing-here"})
    void pathJunkIsA4xx(String path) {
        Reply reply = client.sendingInvalid("GET", path, null, null);
        assertThat(reply.status()).as(reply.body()).isBetween(400, 499);
        reply.error();
    }

    Stream<Arguments> rawRequests() {
        String auth = "Authorization: Bearer " + ann.token() + "\r\n";
        String json = "Content-Type: application/json\r\n";
        return Stream.of(
                "GET /api/feed?limit=%ZZ HTTP/1.1\r\n",
                "GET /api/posts/" + post + "/comments?continuation=% HTTP/1.1\r\n",
                "GET /api/posts/%ZZ HTTP/1.1\r\n",
                "GET /api/posts/\u00c3\u00a9 HTTP/1.1\r\n",
                "GET /api/posts/a b HTTP/1.1\r\n",
                "GET /api/feed?limit=\u00ff HTTP/1.1\r\n",
                "GET /api/feed HTTP/1.1\r\nX-Big: " + "a".repeat(20_000) + "\r\n",
                "BREW /api/feed HTTP/1.1\r\n",
                "POST /api/posts HTTP/1.1\r\n" + auth + "Content-Length: abc\r\n",
                "POST /api/posts HTTP/1.1\r\n" + auth + "Transfer-Encoding: gzip\r\n",
                "POST /api/posts HTTP/1.1\r\n" + auth + "Content-Type: application/json; charset=latin-99\r\nContent-Length: 2\r\n",
                "POST /api/posts HTTP/1.1\r\n" + auth + "Content-Type: \u00ff\r\nContent-Length: 2\r\n",
                "POST /api/posts HTTP/1.1\r\nAuthorization: Bearer \u00ff\u00fe\r\n" + json + "Content-Length: 2\r\n",
                "POST /api/posts HTTP/1.1\r\n" + auth + json + "Content-Length: 40\r\n",
                "POST /api/posts HTTP/1.1\r\n" + auth + json + "Content-Length: 99999999999999999999\r\n")
                .map(head -> Arguments.of(head + "Host: localhost\r\nConnection: close\r\n\r\n{}"));
    }

    @ParameterizedTest
    @MethodSource("rawRequests")
    void rawProtocolJunkIsA4xxWithAJsonError(String request) {
        String response = RawHttp.exchange(blog.port(), request);
        assertThat(RawHttp.status(response)).as(response).isBetween(400, 499);
        assertThat(response).contains("{\"error\":{\"code\":");
    }

    @ParameterizedTest
    @ValueSource(ints = {65, 1_000, 20_000})
    void veryLongIdsAreA4xx(int length) {
        Reply reply = client.sendingInvalid("GET", "/api/posts/" + "p".repeat(length), null, null);
        assertThat(reply.status()).isBetween(400, 499);
        reply.error();
    }

    @ParameterizedTest
    @ValueSource(strings = {"%00", "+5", "%20"})
    void limitsDecodedToJunkAre400NamingTheLimit(String limit) {
        for (String list : new String[] {"/api/posts/" + post + "/comments", "/api/posts/" + post + "/likes",
                "/api/users/" + ann.id() + "/posts", "/api/feed"}) {
            JsonNode error = client.sendingInvalid("GET", list + "?limit=" + limit, null, null).expect(400).error();
            assertThat(error.path("field").asText()).isEqualTo("limit");
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{}                                                 | invalid_value  | title",
        "'{\"title\":null,\"content\":\"x\"}'               | invalid_value  | title",
        "'{\"title\":\"a\"}'                                | invalid_value  | content",
        "'{\"title\":\"   \",\"content\":\"x\"}'            | invalid_value  | title",
        "'{\"title\":\"a\",\"content\":\"\"}'               | invalid_value  | content",
        "'{\"title\":\"a\\u0000b\",\"content\":\"x\"}'      | invalid_value  | title",
        "'{\"title\":\"a\",\"content\":\"x\",}'             | malformed_json |"})
    void badPostBodiesAre400(String body, String code, String field) {
        JsonNode error = client.sendingInvalid("POST", "/api/posts", body, ann.token()).expect(400).error();
        assertThat(error.path("code").asText()).isEqualTo(code);
        if (field != null) {
            assertThat(error.path("field").asText()).isEqualTo(field);
        }
    }

    @Test
    void aTooLongTitleNamesItsField() {
        String title = "t".repeat(201);
        JsonNode error = client.sendingInvalid("POST", "/api/posts", "{\"title\":\"" + title + "\",\"content\":\"x\"}", ann.token())
                .expect(400).error();
        assertThat(error.path("field").asText()).isEqualTo("title");
    }

    @Test
    void invalidUtf8AndDeepNestingAre400() {
        byte[] invalid = {'{', '"', 't', 'i', 't', 'l', 'e', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}'};
        client.sendingInvalid(client.request("/api/posts").header("Authorization", "Bearer " + ann.token())
                .header("Content-Type", "application/json")
                .POST(BodyPublishers.ofByteArray(invalid))).expect(400).error();
        String deep = "{\"title\":" + "[".repeat(5_000) + "]".repeat(5_000) + "}";
        client.sendingInvalid("POST", "/api/posts", deep, ann.token()).expect(400).error();
    }

    @Test
    void aChunkedBodyAboveOneMebibyteIs413() {
        String huge = "{\"title\":\"a\",\"content\":\"" + "x".repeat(1024 * 1024) + "\"}";
        byte[] bytes = huge.getBytes(StandardCharsets.UTF_8);
        // Without a Content-Length (chunked), only the real size can tell.
        client.sendingInvalid(client.request("/api/posts").header("Authorization", "Bearer " + ann.token())
                .header("Content-Type", "application/json")
                .POST(BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(bytes)))).expect(413).error();
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/x-www-form-urlencoded", "application/xml", "multipart/form-data; boundary=x"})
    void nonJsonBodiesAre415(String contentType) {
        client.sendingInvalid(client.request("/api/posts").header("Authorization", "Bearer " + ann.token())
                .header("Content-Type", contentType)
                .POST(BodyPublishers.ofString("{\"title\":\"a\",\"content\":\"b\"}"))).expect(415).error();
    }

    static Stream<Arguments> badAuthorizations() {
        return Stream.of("Bearer a.b.c", "Bearer ..", "Bearer " + "x".repeat(5_000), "Bearer \u00e9\u00e8").map(Arguments::of);
    }

    @ParameterizedTest
    @MethodSource("badAuthorizations")
    void badTokensAre401WithAChallenge(String authorization) {
        Reply reply = client.sendingInvalid(client.request("/api/posts").header("Authorization", authorization)
                .header("Content-Type", "application/json")
                .POST(BodyPublishers.ofString("{\"title\":\"a\",\"content\":\"b\"}")));
        reply.expect(401).error();
        assertThat(reply.header("WWW-Authenticate")).isEqualTo("Bearer");
    }

    @Test
    void continuationJunkIs400NamingTheContinuation() {
        for (String token : Arrays.asList("%00", "x".repeat(7_000))) {
            JsonNode error = client.get("/api/posts/" + post + "/comments?continuation=" + token).expect(400).error();
            assertThat(error.path("field").asText()).isEqualTo("continuation");
        }
    }
}
