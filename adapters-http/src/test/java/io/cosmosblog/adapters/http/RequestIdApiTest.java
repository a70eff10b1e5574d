package io.cosmosblog.adapters.http;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/** Every answer carries a request id: the caller's own when it is a plain token, a fresh one otherwise. */
class RequestIdApiTest {

    @RegisterExtension
    static final TestApi api = new TestApi();

    @Test
    void a_fresh_id_per_request_when_none_is_given() {
        String first = api.get("/api/feed").expect(200).header("X-Request-Id");
        String second = api.get("/api/posts/nothing-here").expect(404).header("X-Request-Id");

        // A random UUID's form (version 4, variant 2), though not from the secure generator.
        String uuid = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";
        assertThat(first).matches(uuid);
        assertThat(second).matches(uuid).isNotEqualTo(first);
    }

    @Test
    void the_callers_plain_id_is_kept_and_anything_else_replaced() {
        String kept = api.send(api.request("/api/feed").header("X-Request-Id", "lb-7f3a.42")).expect(200).header("X-Request-Id");
        String replaced = api.send(api.request("/api/feed").header("X-Request-Id", "<script>")).expect(200).header("X-Request-Id");

        assertThat(kept).isEqualTo("lb-7f3a.42");
        assertThat(replaced).matches("[0-9a-f-]{36}");
    }
}
