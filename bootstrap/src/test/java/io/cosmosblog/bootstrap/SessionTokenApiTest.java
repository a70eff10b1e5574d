package io.cosmosblog.bootstrap;

import java.net.http.HttpRequest;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Read-your-writes across instances: a write answers with X-Session-Token, and a read that sends
 * it back is served at least as fresh as that write, whichever instance serves it.
 */
class SessionTokenApiTest {

    @Test
    void on_cosmos_a_write_hands_out_a_token_that_another_instance_honours() {
        try (RunningBlog first = RunningBlog.onCosmos(settings -> settings.withRequestTimeout(java.time.Duration.ofSeconds(3)));
                RunningBlog second = first.anotherInstance("second")) {
            ApiClient one = first.client();
            ApiClient two = second.client();
            Blogger ann = Blogger.register(one, "ann");
            Reply written = one.post("/api/posts", "{\"title\":\"Fresh\",\"content\":\"text\"}", ann.token()).expect(201);
            String token = written.header("X-Session-Token");

            assertThat(token).as("a write's token").matches("([a-z]+=[0-9:#,=\\-]+;?)+").contains("posts=");
            Reply read = two.send(two.request("/api/posts/" + written.text("id")).header("X-Session-Token", token).GET());
            assertThat(read.status()).isEqualTo(200);

            // A token from the future reaches the store, which cannot serve that session yet: busy, not wrong data.
            Reply ahead = two.send(two.request("/api/posts/" + written.text("id"))
                    .header("X-Session-Token", "posts=0:-1#999999999").GET());
            assertThat(ahead.status()).isEqualTo(503);
        }
    }

    @Test
    void in_memory_there_is_no_token_and_a_presented_one_is_ignored() {
        try (RunningBlog blog = RunningBlog.start(StorageKind.INMEMORY)) {
            ApiClient client = blog.client();
            Blogger ann = Blogger.register(client, "ann");
            Reply written = client.post("/api/posts", "{\"title\":\"Fresh\",\"content\":\"text\"}", ann.token()).expect(201);

            assertThat(written.header("X-Session-Token")).isNull();
            HttpRequest.Builder read = client.request("/api/posts/" + written.text("id")).header("X-Session-Token", "posts=0:-1#9").GET();
            assertThat(client.send(read).status()).isEqualTo(200);
        }
    }
}
