package io.cosmosblog.bootstrap;

import java.net.http.HttpRequest;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Read-your-writes across instances: a write answers with X-Session-Token, and a read that sends
 * it back is served at least as fresh as that write, whichever instance serves it. The tokens are
 * signed: one this service did not hand out is ignored.
 */
class SessionTokenApiTest {

    /** Signed as every blog of this JVM signs (instances sharing a key). */
    private static String signed(String token) {
        return Protection.embedded().sessionTokens().orElseThrow().sign(token);
    }

    @Test
    void on_cosmos_a_write_hands_out_a_token_that_another_instance_honours() {
        try (RunningBlog first = RunningBlog.onCosmos(settings -> settings.withRequestTimeout(java.time.Duration.ofSeconds(3)));
                RunningBlog second = first.anotherInstance("second")) {
            ApiClient one = first.client();
            ApiClient two = second.client();
            Blogger ann = Blogger.register(one, "ann");
            Reply written = one.post("/api/posts", "{\"title\":\"Fresh\",\"content\":\"text\"}", ann.token()).expect(201);
            String token = written.header("X-Session-Token");

            assertThat(token).as("a write's token").matches("([a-z]+=[0-9:#,=\\-]+;?)+\\.[A-Za-z0-9_-]{43}").contains("posts=");
            Reply read = two.send(two.request("/api/posts/" + written.text("id")).header("X-Session-Token", token).GET());
            assertThat(read.status()).isEqualTo(200);

        }
    }

    /**
     * A token ahead of the store, though signed (a recreated container, a restore) is one the store will never catch up with: the read is served without it and the
     * answer hands out a fresh token, so the client recovers on its next request instead of
     * getting 503 for as long as it keeps the token.
     */
    @Test
    void on_cosmos_a_token_ahead_of_the_store_is_replaced_by_a_fresh_one_not_answered_503_forever() {
        try (RunningBlog blog = RunningBlog.onCosmos(settings -> settings.withRequestTimeout(java.time.Duration.ofSeconds(10)))) {
            ApiClient client = blog.client();
            Blogger ann = Blogger.register(client, "ann");
            String post = client.post("/api/posts", "{\"title\":\"Fresh\",\"content\":\"text\"}", ann.token()).expect(201).text("id");

            Reply ahead = client.send(client.request("/api/posts/" + post).header("X-Session-Token", signed("posts=0:-1#999999999")).GET());

            assertThat(ahead.status()).isEqualTo(200);
            String fresh = ahead.header("X-Session-Token");
            assertThat(fresh).as("a fresh token").contains("posts=").doesNotContain("999999999");
            Reply next = client.send(client.request("/api/posts/" + post).header("X-Session-Token", fresh).GET());
            assertThat(next.status()).isEqualTo(200);
        }
    }

    @Test
    void on_cosmos_a_malformed_entry_is_ignored_for_its_container_and_a_multi_region_one_is_kept() {
        try (RunningBlog blog = RunningBlog.onCosmos(settings -> settings.withRequestTimeout(java.time.Duration.ofSeconds(10)))) {
            ApiClient client = blog.client();
            Blogger ann = Blogger.register(client, "ann");
            String post = client.post("/api/posts", "{\"title\":\"Fresh\",\"content\":\"text\"}", ann.token()).expect(201).text("id");

            for (String malformed : new String[] {"posts=garbage:zz", "posts=0:x#y", "posts=0:-1#5#a=b", "posts=:::"}) {
                Reply read = client.send(client.request("/api/posts/" + post).header("X-Session-Token", signed(malformed)).GET());
                assertThat(read.status()).as(malformed).isEqualTo(200);
            }
            // A multi-region-write account's token (a local LSN per region after the global one) passes as it is.
            Reply written = client.send(client.request("/api/posts/" + post + "/likes").header("Authorization", "Bearer " + ann.token())
                    .header("X-Session-Token", signed("users=0:-1#1#3=1#4=1")).POST(java.net.http.HttpRequest.BodyPublishers.noBody()));
            assertThat(written.status()).isEqualTo(201);
            assertThat(written.header("X-Session-Token")).contains("users=0:-1#1#3=1#4=1");
        }
    }

    /** A token the service did not sign (made up, altered, another deployment's) is ignored, never handed to the store or back. */
    @Test
    void on_cosmos_an_unsigned_or_forged_token_is_ignored() {
        try (RunningBlog blog = RunningBlog.onCosmos(settings -> settings.withRequestTimeout(java.time.Duration.ofSeconds(10)))) {
            ApiClient client = blog.client();
            Blogger ann = Blogger.register(client, "ann");
            String post = client.post("/api/posts", "{\"title\":\"Fresh\",\"content\":\"text\"}", ann.token()).expect(201).text("id");
            String forged = signed("users=0:-1#1#3=1#4=1").replace("#4=1.", "#4=2.");

            for (String presented : new String[] {"users=0:-1#1#3=1#4=1", forged}) {
                Reply written = client.send(client.request("/api/posts/" + post + "/likes").header("Authorization", "Bearer " + ann.token())
                        .header("X-Session-Token", presented).POST(java.net.http.HttpRequest.BodyPublishers.noBody()));
                assertThat(written.status()).as(presented).isIn(200, 201);
                assertThat(String.valueOf(written.header("X-Session-Token"))).as(presented).doesNotContain("#3=1#4=");
            }
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
