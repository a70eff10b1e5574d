package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.http.TestApi.Member;
import io.cosmosblog.adapters.http.TestApi.Reply;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code Idempotency-Key} on C2 and C3: a repeat answers the first result, a reuse for another body 422, a bad key 400. */
class IdempotencyKeyApiTest {

    @RegisterExtension
    static final TestApi api = new TestApi();

    private static Reply post(String path, Member as, String key, String json) {
        return api.send(request(path, as, key, json));
    }

    private static HttpRequest.Builder request(String path, Member as, String key, String json) {
        return api.request(path).header("Authorization", "Bearer " + as.token()).header("Idempotency-Key", key)
                .header("Content-Type", "application/json").POST(BodyPublishers.ofString(json));
    }

    @Test
    void a_post_sent_twice_with_one_key_is_one_post_answered_alike() {
        Member ann = api.register("ann");

        JsonNode first = post("/api/posts", ann, "7f1c2a44-ann-post", "{\"title\":\"Once\",\"content\":\"text\"}").expect(201).json();
        JsonNode again = post("/api/posts", ann, "7f1c2a44-ann-post", "{\"title\":\"Once\",\"content\":\"text\"}").expect(201).json();

        assertThat(again).isEqualTo(first);
        post("/api/posts", ann, "7f1c2a44-ann-post", "{\"title\":\"Another\",\"content\":\"text\"}")
                .error(422, "idempotency_key_reused");
    }

    @Test
    void a_post_sent_again_after_its_delete_is_refused_and_stays_deleted() {
        Member cat = api.register("cat");
        String id = post("/api/posts", cat, "deleted-post-key", "{\"title\":\"Once\",\"content\":\"text\"}").expect(201)
                .json().get("id").asText();
        api.send("DELETE", "/api/posts/" + id, cat.token(), null).expect(204);

        JsonNode error = post("/api/posts", cat, "deleted-post-key", "{\"title\":\"Once\",\"content\":\"text\"}")
                .error(422, "idempotency_key_reused");

        assertThat(error.get("message").asText()).contains("deleted since");
        api.get("/api/posts/" + id).error(404, "not_found");
    }

    @Test
    void a_comment_sent_twice_with_one_key_is_counted_once() {
        Member ann = api.register("bea");
        String postId = api.write(ann, "Comment once");

        JsonNode first = post("/api/posts/" + postId + "/comments", ann, "c0mment-key-1", "{\"content\":\"Hi\"}").expect(201).json();
        JsonNode again = post("/api/posts/" + postId + "/comments", ann, "c0mment-key-1", "{\"content\":\"Hi\"}").expect(201).json();

        assertThat(again).isEqualTo(first);
        assertThat(api.get("/api/posts/" + postId).expect(200).json().get("commentCount").asInt()).isEqualTo(1);
    }

    @Test
    void a_malformed_key_is_a_400_naming_the_header_and_stores_nothing() {
        Member ann = api.register("cat");

        for (String bad : new String[] {"short", "has space in it", "x".repeat(129), "semi;colon-key"}) {
            JsonNode error = api.sendingInvalid(request("/api/posts", ann, bad, "{\"title\":\"Never\",\"content\":\"text\"}")).error(400, "invalid_value");
            assertThat(error.get("field").asText()).isEqualTo("Idempotency-Key");
        }
        assertThat(api.get("/api/users/" + ann.id() + "/posts").expect(200).json().get("items")).isEmpty();
    }
}
