package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.http.TestApi.Member;
import io.cosmosblog.adapters.http.json.JsonBody;
import java.net.http.HttpRequest.BodyPublishers;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;

/** A body is exactly the request's JSON object or a 4xx naming what is wrong, never a guess. */
class StrictJsonApiTest {

    @RegisterExtension
    static final TestApi api = new TestApi();
    private static Member ann;

    @BeforeAll
    static void prepare() {
        ann = api.register("ann");
    }

    /** Every body sent here is bad on purpose, so only the answer is checked against openapi.yaml. */
    private static TestApi.Reply createUser(String body) {
        return api.sendingInvalid("POST", "/api/users", null, body);
    }

    @Test
    void an_unknown_field_is_400_naming_it() {
        JsonNode error = createUser("{\"username\":\"bob\",\"nickname\":\"b\"}").error(400, "unknown_field");

        assertThat(error.get("field").asText()).isEqualTo("nickname");
        assertThat(error.get("message").asText()).isEqualTo("is not a field of this request");
    }

    @ParameterizedTest
    @ValueSource(strings = {"5", "true", "1.5", "[\"bob\"]", "{}"})
    void a_value_of_the_wrong_type_is_400_naming_its_field(String value) {
        JsonNode error = createUser("{\"username\":" + value + "}").error(400, "invalid_value");

        assertThat(error.get("field").asText()).isEqualTo("username");
        assertThat(error.get("message").asText()).isEqualTo("must be a string");
    }

    @Test
    void a_wrong_type_deeper_in_a_command_names_that_field() {
        JsonNode error = api.sendingInvalid("POST", "/api/posts", ann.token(), "{\"title\":\"t\",\"content\":7}")
                .error(400, "invalid_value");

        assertThat(error.get("field").asText()).isEqualTo("content");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"username\":\"bob\"} {\"username\":\"eve\"}",
        "{\"username\":\"bob\"} x",
        "{\"username\":\"bob\",\"username\":\"eve\"}",
        "{\"username\":\"bob\"",
        "{username:\"bob\"}"})
    void trailing_data_duplicate_keys_and_broken_json_are_400_malformed(String body) {
        JsonNode error = createUser(body).error(400, "malformed_json");

        assertThat(error.get("message").asText()).startsWith("the body is not valid JSON");
        assertThat(error.has("field")).isFalse();
    }

    @Test
    void a_lone_surrogate_escaped_in_the_json_is_400_naming_its_field() {
        // Valid UTF-8 cannot hold half a surrogate pair; only a JSON escape hands one to the service.
        JsonNode error = createUser("{\"username\":\"a\\ud800b\"}").error(400, "invalid_value");

        assertThat(error.get("field").asText()).isEqualTo("username");
        assertThat(error.get("message").asText()).isEqualTo("must not contain unpaired surrogates");
    }

    @Test
    void an_empty_body_is_400_malformed() {
        JsonNode error = createUser("").error(400, "malformed_json");

        assertThat(error.get("message").asText()).isEqualTo("the body is empty; send a JSON object");
    }

    @ParameterizedTest
    @ValueSource(strings = {"[]", "[{\"username\":\"bob\"}]", "\"bob\"", "42", "null"})
    void a_body_that_is_not_an_object_is_400_invalid_body(String body) {
        JsonNode error = createUser(body).error(400, "invalid_body");

        assertThat(error.get("message").asText()).isEqualTo("the body must be a JSON object");
    }

    @Test
    void a_body_of_exactly_the_limit_is_read_and_one_byte_more_is_413() {
        String wrapper = "{\"username\":\"\"}";
        String atTheLimit = "{\"username\":\"" + "u".repeat(JsonBody.MAX_BYTES - wrapper.length()) + "\"}";
        assertThat(atTheLimit).hasSize(JsonBody.MAX_BYTES);

        // Read whole, then refused for what it says: the name is too long.
        assertThat(createUser(atTheLimit).error(400, "invalid_value").get("field").asText()).isEqualTo("username");
        JsonNode error = createUser(atTheLimit + " ").error(413, "body_too_large");
        assertThat(error.get("message").asText()).isEqualTo("the body must be at most " + JsonBody.MAX_BYTES + " bytes");
    }

    @Test
    void a_body_declared_as_text_is_415() {
        TestApi.Reply reply = api.sendingInvalid(api.request("/api/users")
                .header("Content-Type", "text/plain")
                .POST(BodyPublishers.ofString("{\"username\":\"bob\"}")));

        assertThat(reply.error(415, "unsupported_media_type").get("message").asText())
                .isEqualTo("send the body as application/json");
    }

    /**
     * A cross-site form or a simple fetch can send a body with no Content-Type at all: refused, so
     * that no web page can make its visitors' browsers sign up (the one write without a token).
     */
    @Test
    void a_body_without_a_content_type_is_415() {
        TestApi.Reply reply = api.sendingInvalid(api.request("/api/users").POST(BodyPublishers.ofString("{\"username\":\"bob\"}")));

        assertThat(reply.error(415, "unsupported_media_type").get("message").asText())
                .isEqualTo("send the body as application/json");
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/json; charset=utf-8", "application/vnd.blog+json", "APPLICATION/JSON"})
    void json_with_a_charset_or_a_json_suffix_is_accepted(String contentType) {
        // openapi.yaml names application/json only (a +json type is in its 415's words): the request is not checked.
        TestApi.Reply reply = api.sendingInvalid(api.request("/api/users")
                .header("Content-Type", contentType)
                .POST(BodyPublishers.ofString("{\"username\":\"bob\"}")));

        assertThat(reply.expect(201).json().get("username").asText()).isEqualTo("bob");
    }
}
