package io.cosmosblog.bootstrap;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cosmosblog.adapters.http.contract.Answer;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import static org.assertj.core.api.Assertions.assertThat;

/** A response, with its body parsed as JSON. */
record Reply(int status, HttpHeaders headers, String body) {

    private static final ObjectMapper JSON = new ObjectMapper();

    static Reply of(HttpResponse<String> response) {
        return new Reply(response.statusCode(), response.headers(), response.body());
    }

    JsonNode json() {
        try {
            return JSON.readTree(body);
        } catch (JsonProcessingException e) {
            throw new AssertionError("not JSON (status " + status + "): " + body, e);
        }
    }

    String text(String field) {
        return json().path(field).asText();
    }

    Answer answer() {
        return new Answer(status, headers.map(), body);
    }

    String header(String name) {
        return headers.firstValue(name).orElse(null);
    }

    /** Asserts the status and returns this, so a test reads: {@code client.get(…).expect(200).json()}. */
    Reply expect(int expected) {
        assertThat(status).as("status of a response with body %s", body).isEqualTo(expected);
        return this;
    }

    /** Asserts the API's error shape: {@code {"error":{"code","message"}}}. */
    JsonNode error() {
        JsonNode error = json().path("error");
        assertThat(error.path("code").isTextual()).as("error code in %s", body).isTrue();
        assertThat(error.path("message").isTextual()).as("error message in %s", body).isTrue();
        return error;
    }
}
