package io.cosmosblog.bootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.domain.user.TokenLifetime;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** An expired, a replaced and a signed-out token each answer 401, on the storage each subclass names. */
abstract class TokenLifecycleApiTest extends ApiTest {

    // Long enough for a new token to outlast the wait a revocation on Cosmos DB answers after.
    static final TokenLifetime SHORT = new TokenLifetime(Duration.ofSeconds(6));
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

    @Test
    void a_post_whose_body_arrives_after_its_token_was_signed_out_is_refused_and_not_stored() throws Exception {
        Blogger ann = Blogger.register(client, "ann");
        try (Socket socket = new Socket("localhost", blog.port())) {
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /api/posts HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Authorization: Bearer " + ann.token() + "\r\nContent-Length: " + POST.length() + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            Thread.sleep(200); // the headers read, the request waiting for its body

            client.delete("/api/users/" + ann.id() + "/token", ann.token()).expect(204);
            out.write(POST.getBytes(StandardCharsets.US_ASCII));
            out.flush();

            InputStream in = socket.getInputStream();
            StringBuilder status = new StringBuilder();
            for (int c = in.read(); c != -1 && c != '\r'; c = in.read()) {
                status.append((char) c);
            }
            assertThat(status.toString()).startsWith("HTTP/1.1 401");
        }
        blog.awaitProjections();
        assertThat(client.get("/api/users/" + ann.id() + "/posts").expect(200).json().get("items")).isEmpty();
    }
}
