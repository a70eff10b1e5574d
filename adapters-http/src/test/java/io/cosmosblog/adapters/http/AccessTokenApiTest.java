package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.http.TestApi.Member;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/** A token's lifecycle: it says when it expires; replaced, the old one stops; signed out everywhere, none works. */
class AccessTokenApiTest {

    @RegisterExtension
    static final TestApi api = new TestApi();

    @Test
    void a_new_user_learns_when_their_token_expires() {
        JsonNode created = api.send("POST", "/api/users", null, "{\"username\":\"ann\"}").expect(201).json();

        Instant expires = Instant.parse(created.get("expiresAt").asText());
        assertThat(Duration.between(Instant.now(), expires)).isBetween(Duration.ofDays(29), Duration.ofDays(30));
    }

    @Test
    void an_answer_that_carries_a_token_is_kept_by_no_cache() {
        TestApi.Reply created = api.send("POST", "/api/users", null, "{\"username\":\"ann\"}").expect(201);
        String id = created.json().get("id").asText();
        String token = created.json().get("token").asText();
        TestApi.Reply replaced = api.send("POST", "/api/users/" + id + "/token", token, null).expect(201);

        assertThat(created.header("Cache-Control")).isEqualTo("no-store");
        assertThat(replaced.header("Cache-Control")).isEqualTo("no-store");
    }

    @Test
    void a_replaced_token_answers_401_and_the_new_one_acts() {
        Member ann = api.register("ann");

        JsonNode replaced = api.send("POST", "/api/users/" + ann.id() + "/token", ann.token(), null).expect(201).json();

        assertThat(replaced.get("id").asText()).isEqualTo(ann.id());
        assertThat(replaced.get("expiresAt").isTextual()).isTrue();
        String newToken = replaced.get("token").asText();
        assertThat(newToken).isNotEqualTo(ann.token());
        api.send("POST", "/api/posts", ann.token(), "{\"title\":\"t\",\"content\":\"c\"}").error(401, "not_authenticated");
        api.write(new Member(ann.id(), newToken), "with the new token");
    }

    @Test
    void signed_out_everywhere_every_token_answers_401() {
        Member ann = api.register("ann");

        api.send("DELETE", "/api/users/" + ann.id() + "/token", ann.token(), null).expect(204);

        api.send("POST", "/api/posts", ann.token(), "{\"title\":\"t\",\"content\":\"c\"}").error(401, "not_authenticated");
        api.send("POST", "/api/users/" + ann.id() + "/token", ann.token(), null).error(401, "not_authenticated");
        assertThat(api.get("/api/users/" + ann.id()).expect(200).json().get("username").asText()).isEqualTo("ann");
    }

    @Test
    void nobody_replaces_or_signs_out_another_user() {
        Member ann = api.register("ann");
        Member bob = api.register("bob");

        api.send("POST", "/api/users/" + ann.id() + "/token", bob.token(), null).error(403, "not_allowed");
        api.send("DELETE", "/api/users/" + ann.id() + "/token", bob.token(), null).error(403, "not_allowed");
        api.write(ann, "still acting");
    }
}
