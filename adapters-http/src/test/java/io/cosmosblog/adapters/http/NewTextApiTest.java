package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.http.TestApi.Member;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every request that brings new text meets the rules for new input, stricter than those a stored
 * value is read back by: a zero-width space in a name or title, a noncharacter in content, is 400.
 */
class NewTextApiTest {

    private static final String FORMAT = "must not contain invisible format characters";
    private static final String NONCHARACTER = "must not contain noncharacters";

    @RegisterExtension
    static final TestApi api = new TestApi();
    private static Member ann;
    private static String post;

    @BeforeAll
    static void prepare() {
        ann = api.register("ann");
        post = api.write(ann, "first");
    }

    @ParameterizedTest(name = "{0} {1}: {3}")
    @CsvSource(delimiter = '|', value = {
            "POST | /api/users               | '{\"username\":\"a\\u200bb\"}'                   | username",
            "PUT  | /api/users/{user}        | '{\"username\":\"a\\u200bb\"}'                   | username",
            "POST | /api/posts               | '{\"title\":\"a\\u200bb\",\"content\":\"text\"}' | title",
            "PUT  | /api/posts/{post}        | '{\"title\":\"a\\u200bb\",\"content\":\"text\"}' | title",
            "POST | /api/posts               | '{\"title\":\"t\",\"content\":\"a\\ufdd0b\"}'    | content",
            "PUT  | /api/posts/{post}        | '{\"title\":\"t\",\"content\":\"a\\ufdd0b\"}'    | content",
            "POST | /api/posts/{post}/comments | '{\"content\":\"a\\ufdd0b\"}'                   | content"})
    void new_text_that_only_the_stricter_rules_refuse_is_400_naming_its_field(String method, String path, String body, String field) {
        String target = path.replace("{user}", ann.id()).replace("{post}", post);

        JsonNode error = api.send(method, target, ann.token(), body).error(400, "invalid_value");

        assertThat(error.get("field").asText()).isEqualTo(field);
        assertThat(error.get("message").asText()).isEqualTo(field.equals("content") ? NONCHARACTER : FORMAT);
    }

    @Test
    void a_new_name_is_answered_as_stored_in_its_composed_form() {
        JsonNode user = api.send("POST", "/api/users", null, "{\"username\":\"Ame\\u0301lie\"}").expect(201).json();

        assertThat(user.get("username").asText()).isEqualTo("Am\u00E9lie");
        assertThat(api.get("/api/users/" + user.get("id").asText()).expect(200).json().get("username").asText())
                .isEqualTo("Am\u00E9lie");
    }
}
