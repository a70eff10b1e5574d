package io.cosmosblog.adapters.http.contract;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What the check against openapi.yaml lets through and what it stops, shown on exchanges made up here. */
class ApiDescriptionTest {

    private static final ApiDescription SPEC = ApiDescription.served();
    private static final Map<String, List<String>> JSON = Map.of("Content-Type", List.of("application/json"));
    private static final Map<String, List<String>> TAGGED_JSON = Map.of("Content-Type", List.of("application/json"),
            "ETag", List.of("\"1\""));

    private static Sent get(String path) {
        return Sent.of("GET", path);
    }

    @Test
    void an_answer_as_described_passes() {
        assertThatCode(() -> SPEC.assertDescribes(get("/api/users/ann-1"),
                new Answer(200, TAGGED_JSON, "{\"id\":\"ann-1\",\"username\":\"ann\"}"))).doesNotThrowAnyException();
    }

    @Test
    void an_answer_without_a_header_the_description_requires_fails() {
        assertThatThrownBy(() -> SPEC.assertDescribes(get("/api/users/ann-1"),
                new Answer(200, JSON, "{\"id\":\"ann-1\",\"username\":\"ann\"}")))
                .isInstanceOf(AssertionError.class).hasMessageContaining("ETag");
    }

    @Test
    void an_answer_with_a_field_the_description_lacks_fails() {
        assertThatThrownBy(() -> SPEC.assertDescribes(get("/api/users/ann-1"),
                new Answer(200, TAGGED_JSON, "{\"id\":\"ann-1\",\"username\":\"ann\",\"email\":\"ann@example.org\"}")))
                .isInstanceOf(AssertionError.class).hasMessageContaining("email");
    }

    @Test
    void a_field_is_checked_in_a_schema_made_of_parts_too() {
        String registered = "{\"id\":\"ann-1\",\"username\":\"ann\",\"token\":\"t\",\"expiresAt\":\"2026-12-01T00:00:00Z\"";
        Sent created = new Sent("POST", "/api/users", Map.of(), JSON, "{\"username\":\"ann\"}");

        assertThatCode(() -> SPEC.assertDescribes(created, new Answer(201, TAGGED_JSON, registered + "}"))).doesNotThrowAnyException();
        assertThatThrownBy(() -> SPEC.assertDescribes(created, new Answer(201, TAGGED_JSON, registered + ",\"secret\":\"s\"}")))
                .isInstanceOf(AssertionError.class).hasMessageContaining("secret");
    }

    @Test
    void a_route_the_description_lacks_fails() {
        assertThatThrownBy(() -> SPEC.assertDescribes(get("/api/secrets"), new Answer(200, JSON, "{}")))
                .isInstanceOf(AssertionError.class).hasMessageContaining("/api/secrets");
    }

    @Test
    void a_query_parameter_the_description_lacks_fails() {
        assertThatThrownBy(() -> SPEC.assertDescribes(Sent.of("GET", "/api/feed?page=2"),
                new Answer(200, JSON, "{\"items\":[]}"))).isInstanceOf(AssertionError.class).hasMessageContaining("page");
    }

    @Test
    void a_status_the_description_lacks_fails() {
        assertThatThrownBy(() -> SPEC.assertDescribes(get("/api/feed"),
                new Answer(418, JSON, "{\"error\":{\"code\":\"teapot\",\"message\":\"no\"}}")))
                .isInstanceOf(AssertionError.class).hasMessageContaining("418");
    }

    @Test
    void a_bad_request_on_purpose_is_checked_for_its_answer_alone() {
        Sent malformed = new Sent("POST", "/api/users", Map.of(), JSON, "{username:");
        String error = "{\"error\":{\"code\":\"malformed_json\",\"message\":\"the body is not valid JSON\"}}";

        assertThatCode(() -> SPEC.assertDescribesAnswerTo(malformed, new Answer(400, JSON, error))).doesNotThrowAnyException();
        assertThatThrownBy(() -> SPEC.assertDescribes(malformed, new Answer(400, JSON, error))).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> SPEC.assertDescribesAnswerTo(malformed, new Answer(400, JSON, "{\"problem\":\"json\"}")))
                .isInstanceOf(AssertionError.class);
    }

    @Test
    void a_route_that_does_not_exist_must_answer_an_error_in_the_api_s_shape() {
        String notFound = "{\"error\":{\"code\":\"not_found\",\"message\":\"there is nothing at GET /api/nothing\"}}";

        assertThatCode(() -> SPEC.assertDescribesAnswerTo(get("/api/nothing"), new Answer(404, JSON, notFound)))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> SPEC.assertDescribesAnswerTo(get("/api/nothing"), new Answer(200, JSON, "{}")))
                .isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> SPEC.assertDescribesAnswerTo(get("/api/nothing"), new Answer(404, JSON, "{\"gone\":true}")))
                .isInstanceOf(AssertionError.class);
    }
}
