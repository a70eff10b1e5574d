package io.cosmosblog.bootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.domain.user.TokenLifetime;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** An expired, a replaced and a signed-out token each answer 401, on the storage each subclass names. */
abstract class TokenLifecycleApiTest extends ApiTest {

    static final TokenLifetime SHORT = new TokenLifetime(Duration.ofSeconds(3));
    private static final String POST = "{\"title\":\"t\",\"content\":\"c\"}";

    static Protection shortLived() {
        Protection embedded = Protection.embedded();
        return new Protection(embedded.host(), SHORT, embedded.managementHost(), embedded.managementPort(), embedded.budgets(),
                embedded.trustedProxies());
    }

    @Test
    void a_token_past_its_lifetime_answers_401_and_a_replaced_one_gets_a_new_lifetime() throws InterruptedException {
        Blogger ann = Blogger.register(client, "ann");
        Blogger bob = Blogger.register(client, "bob");
        client.post("/api/posts", POST, ann.token()).expect(201);
        JsonNode replaced = client.post("/api/users/" + bob.id() + "/token", null, bob.token()).expect(201).json();

        Thread.sleep(SHORT.value().toMillis() + 200);

        client.post("/api/posts", POST, ann.token()).expect(401);
        assertThat(client.post("/api/posts", POST, ann.token()).body()).contains("expired");
        client.post("/api/users/" + ann.id() + "/token", null, ann.token()).expect(401);
        client.post("/api/posts", POST, bob.token()).expect(401);
        assertThat(replaced.get("expiresAt").asText()).isNotBlank();
    }

    @Test
    void a_replaced_token_and_every_token_signed_out_answer_401() {
        Blogger ann = Blogger.register(client, "ann");

        String fresh = client.post("/api/users/" + ann.id() + "/token", null, ann.token()).expect(201).json()
                .get("token").asText();
        client.post("/api/posts", POST, ann.token()).expect(401);
        client.post("/api/posts", POST, fresh).expect(201);

        client.send(client.request("/api/users/" + ann.id() + "/token").DELETE()
                .header("Authorization", "Bearer " + fresh)).expect(204);
        client.post("/api/posts", POST, fresh).expect(401);
        client.get("/api/users/" + ann.id()).expect(200);
    }
}
