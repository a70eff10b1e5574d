package io.cosmosblog.bootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest.BodyPublishers;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;

/** Whatever a client sends, the answer is a 4xx with a JSON error, never a 5xx. */
class ClientMistakesApiTest {

    private static RunningBlog blog;
    private static ApiClient client;
    private static Blogger ann;
    private static String post;

    @BeforeAll
    static void start() {
        blog = RunningBlog.start();
        client = blog.client();
        ann = Blogger.register(client, "ann");
        post = ann.write(client, "Post", "text");
    }

    @AfterAll
    static void stop() {
        blog.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "/api/posts/%00", "/api/posts/%2e%2e%2f%2e%2e%2fetc", "/api/posts/../../etc", "/api/posts/a%2Fb",
        "/api/posts/%E2%9C%93", "/api/posts/%F0%9F%98%80/comments", "/api/users/%20", "/api/users/a%00b/posts",
        "/api/feed/extra", "/api/posts/x/comments/y", "/api/", "/api", "/nothing-here"})
    void pathJunkIsA4xx(String path) {
        Reply reply = client.get(path);
        assertThat(reply.status()).as(reply.body()).isBetween(400, 499);
        reply.error();
    }

    static Stream<Arguments> rawRequests() {
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
        Reply reply = client.get("/api/posts/" + "p".repeat(length));
        assertThat(reply.status()).isBetween(400, 499);
        reply.error();
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "0", "101", "1e3", "-1", "", "%00", "99999999999", "1.5", "+5", "%20"})
    void badLimitsAre400NamingTheLimit(String limit) {
        for (String list : new String[] {"/api/posts/" + post + "/comments", "/api/posts/" + post + "/likes",
                "/api/users/" + ann.id() + "/posts", "/api/feed"}) {
            JsonNode error = client.get(list + "?limit=" + limit).expect(400).error();
            assertThat(error.path("field").asText()).isEqualTo("limit");
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "null                                               | invalid_body   |",
        "[]                                                 | invalid_body   |",
        "'\"x\"'                                            | invalid_body   |",
        "42                                                 | invalid_body   |",
        "{}                                                 | invalid_value  | title",
        "'{\"title\":5,\"content\":\"x\"}'                  | invalid_value  | title",
        "'{\"title\":true,\"content\":\"x\"}'               | invalid_value  | title",
        "'{\"title\":[\"a\"],\"content\":\"x\"}'            | invalid_value  | title",
        "'{\"title\":{},\"content\":\"x\"}'                 | invalid_value  | title",
        "'{\"title\":null,\"content\":\"x\"}'               | invalid_value  | title",
        "'{\"title\":\"a\"}'                                | invalid_value  | content",
        "'{\"title\":\"   \",\"content\":\"x\"}'            | invalid_value  | title",
        "'{\"title\":\"a\",\"content\":\"\"}'               | invalid_value  | content",
        "'{\"title\":\"a\\u0000b\",\"content\":\"x\"}'      | invalid_value  | title",
        "'{\"title\":\"a\",\"content\":\"x\",\"extra\":1}'  | unknown_field  | extra",
        "'{\"title\":\"a\",\"title\":\"b\",\"content\":\"x\"}' | malformed_json |",
        "'{\"title\":\"a\",\"content\":\"x\"} trailing'     | malformed_json |",
        "'{\"title\":\"a\",\"content\":\"x\"'               | malformed_json |",
        "'{title:\"a\"}'                                    | malformed_json |",
        "'{\"title\":\"a\",\"content\":\"x\",}'             | malformed_json |"})
    void badPostBodiesAre400(String body, String code, String field) {
        JsonNode error = client.post("/api/posts", body, ann.token()).expect(400).error();
        assertThat(error.path("code").asText()).isEqualTo(code);
        if (field != null) {
            assertThat(error.path("field").asText()).isEqualTo(field);
        }
    }

    @Test
    void anEmptyBodyIsMalformed() {
        assertThat(client.post("/api/posts", "", ann.token()).expect(400).error().path("code").asText())
                .isEqualTo("malformed_json");
    }

    @Test
    void tooLongValuesNameTheirField() {
        String title = "t".repeat(201);
        JsonNode error = client.post("/api/posts", "{\"title\":\"" + title + "\",\"content\":\"x\"}", ann.token())
                .expect(400).error();
        assertThat(error.path("field").asText()).isEqualTo("title");
        JsonNode username = client.post("/api/users", "{\"username\":\"" + "u".repeat(51) + "\"}", null).expect(400).error();
        assertThat(username.path("field").asText()).isEqualTo("username");
    }

    @Test
    void invalidUtf8AndDeepNestingAre400() {
        byte[] invalid = {'{', '"', 't', 'i', 't', 'l', 'e', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}'};
        client.send(client.request("/api/posts").header("Authorization", "Bearer " + ann.token())
                .POST(BodyPublishers.ofByteArray(invalid))).expect(400).error();
        String deep = "{\"title\":" + "[".repeat(5_000) + "]".repeat(5_000) + "}";
        client.post("/api/posts", deep, ann.token()).expect(400).error();
    }

    @Test
    void bodiesAboveOneMebibyteAre413WhateverTheyClaim() {
        String huge = "{\"title\":\"a\",\"content\":\"" + "x".repeat(1024 * 1024) + "\"}";
        assertThat(client.post("/api/posts", huge, ann.token()).expect(413).error().path("code").asText())
                .isEqualTo("body_too_large");

        byte[] bytes = huge.getBytes(StandardCharsets.UTF_8);
        // Without a Content-Length (chunked), only the real size can tell.
        client.send(client.request("/api/posts").header("Authorization", "Bearer " + ann.token())
                .header("Content-Type", "application/json")
                .POST(BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(bytes)))).expect(413).error();
    }

    @ParameterizedTest
    @ValueSource(strings = {"text/plain", "application/x-www-form-urlencoded", "application/xml", "multipart/form-data; boundary=x"})
    void nonJsonBodiesAre415(String contentType) {
        client.send(client.request("/api/posts").header("Authorization", "Bearer " + ann.token())
                .header("Content-Type", contentType)
                .POST(BodyPublishers.ofString("{\"title\":\"a\",\"content\":\"b\"}"))).expect(415).error();
    }

    @Test
    void jsonWithACharsetOrAJsonSuffixIsAccepted() {
        client.send(client.request("/api/posts").header("Authorization", "Bearer " + ann.token())
                .header("Content-Type", "application/json; charset=utf-8")
                .POST(BodyPublishers.ofString("{\"title\":\"a\",\"content\":\"b\"}"))).expect(201);
    }

    static Stream<Arguments> badAuthorizations() {
        String otherUser = "nobody." + "A".repeat(43);
        String wrongSecret = ann.id() + "." + "B".repeat(43);
        return Stream.of("Bearer", "Bearer  ", "Basic x", "Basic " + ann.token(), "Bearer a.b.c", "Bearer garbage",
                "Bearer " + otherUser, "Bearer " + wrongSecret, "Bearer " + ann.token() + "x", "Bearer ..", "Token abc",
                "Bearer " + "x".repeat(5_000), "Bearer \u00e9\u00e8").map(Arguments::of);
    }

    @ParameterizedTest
    @MethodSource("badAuthorizations")
    void badTokensAre401WithAChallenge(String authorization) {
        Reply reply = client.send(client.request("/api/posts").header("Authorization", authorization)
                .header("Content-Type", "application/json")
                .POST(BodyPublishers.ofString("{\"title\":\"a\",\"content\":\"b\"}")));
        reply.expect(401).error();
        assertThat(reply.header("WWW-Authenticate")).isEqualTo("Bearer");
    }

    @Test
    void theBearerSchemeIsCaseInsensitive() {
        client.send(client.request("/api/posts/" + post + "/likes").header("Authorization", "bearer " + ann.token())
                .POST(BodyPublishers.noBody())).expect(201);
    }

    @ParameterizedTest
    @ValueSource(strings = {"DELETE", "PATCH"})
    void wrongMethodsAre405(String method) {
        client.send(client.request("/api/posts/" + post).method(method, BodyPublishers.noBody())).expect(405).error();
    }

    @Test
    void continuationJunkIs400NamingTheContinuation() {
        for (String token : Arrays.asList("garbage!", "%00", "AAAA", "x".repeat(7_000), "bGlrZXMvbm8KYWJj")) {
            JsonNode error = client.get("/api/posts/" + post + "/comments?continuation=" + token).expect(400).error();
            assertThat(error.path("field").asText()).isEqualTo("continuation");
        }
    }
}
