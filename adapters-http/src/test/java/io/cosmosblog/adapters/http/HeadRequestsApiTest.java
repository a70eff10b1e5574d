package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.TestApi.Member;
import io.cosmosblog.adapters.http.TestApi.Reply;
import java.net.http.HttpRequest.BodyPublishers;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * HEAD is answered as GET is, without the body (HTTP's own rule): the same status and headers,
 * the ETag among them; a post that does not exist is 404 to HEAD too.
 */
class HeadRequestsApiTest {

    @RegisterExtension
    static final TestApi api = new TestApi();

    private Reply head(String path) {
        return api.send(api.request(path).method("HEAD", BodyPublishers.noBody()));
    }

    @Test
    void a_head_of_a_post_or_a_user_has_the_reads_status_type_and_etag_and_no_body() {
        Member ann = api.register("ann");
        String post = api.write(ann, "Headed");

        for (String path : new String[] {"/api/posts/" + post, "/api/users/" + ann.id()}) {
            Reply get = api.get(path).expect(200);
            Reply head = head(path).expect(200);

            assertThat(head.header("ETag")).as(path).isNotNull().isEqualTo(get.header("ETag"));
            assertThat(head.header("Content-Type")).as(path).isEqualTo(get.header("Content-Type"));
            assertThat(head.body()).as(path).isEmpty();
        }
    }

    @Test
    void a_head_of_a_post_that_does_not_exist_is_404() {
        head("/api/posts/" + UUID.randomUUID()).expect(404);
    }

    @Test
    void a_head_of_every_list_and_probe_is_answered_as_its_get() {
        Member bob = api.register("bob");
        String post = api.write(bob, "Listed");

        for (String path : new String[] {"/api/feed", "/api/users/" + bob.id() + "/posts", "/api/posts/" + post + "/comments",
                "/api/posts/" + post + "/likes", "/api/about", "/health", "/health/ready", "/health/live", "/openapi.yaml"}) {
            Reply get = api.get(path);
            Reply head = head(path);

            assertThat(head.status()).as(path).isEqualTo(get.status());
            assertThat(head.header("Content-Type")).as(path).isEqualTo(get.header("Content-Type"));
            assertThat(head.body()).as(path).isEmpty();
        }
    }
}
