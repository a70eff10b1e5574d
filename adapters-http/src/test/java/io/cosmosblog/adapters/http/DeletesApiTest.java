package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.http.TestApi.Member;
import io.cosmosblog.adapters.http.security.RateLimit;
import io.cosmosblog.adapters.http.security.RequestLimits;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A post deleted by its author ({@code DELETE /api/posts/{postId}}) and an account erased by its
 * user ({@code DELETE /api/users/{userId}}) over a real socket: 204, gone from every read and list,
 * the counts on other posts corrected, a repeat 404 (post) or 401 (the token went with the
 * account), and the refusals and the write limit every command has.
 */
class DeletesApiTest {

    @RegisterExtension
    static final TestApi api = new TestApi();

    @Test
    void the_author_deletes_a_post_with_its_comments_and_likes_and_it_leaves_every_list() {
        Member ann = api.register("ann");
        Member bea = api.register("bea");
        String kept = api.write(ann, "Kept");
        String gone = api.write(ann, "Gone");
        api.comment(bea, gone, "soon gone");
        api.send("POST", "/api/posts/" + gone + "/likes", bea.token(), null).expect(201);

        api.send("DELETE", "/api/posts/" + gone, ann.token(), null).expect(204);

        api.get("/api/posts/" + gone).error(404, "not_found");
        api.get("/api/posts/" + gone + "/comments").error(404, "not_found");
        api.get("/api/posts/" + gone + "/likes").error(404, "not_found");
        api.send("POST", "/api/posts/" + gone + "/likes", bea.token(), null).error(404, "not_found");
        api.send("DELETE", "/api/posts/" + gone, ann.token(), null).error(404, "not_found");
        api.awaitProjections();
        assertThat(ids(api.get("/api/users/" + ann.id() + "/posts").expect(200).json())).containsExactly(kept);
        assertThat(ids(api.get("/api/feed").expect(200).json())).contains(kept).doesNotContain(gone);
    }

    @Test
    void only_the_author_deletes_a_post_and_a_token_and_an_existing_post_are_needed() {
        Member cat = api.register("cat");
        Member dan = api.register("dan");
        String post = api.write(cat, "Mine");

        api.send("DELETE", "/api/posts/" + post, dan.token(), null).error(403, "not_allowed");
        api.sendingInvalid("DELETE", "/api/posts/" + post, null, null).error(401, "not_authenticated");
        api.send("DELETE", "/api/posts/no-such-post", cat.token(), null).error(404, "not_found");
        api.sendingInvalid("DELETE", "/api/posts/bad%20id%21", cat.token(), null).error(400, "invalid_value");
        api.get("/api/posts/" + post).expect(200);
    }

    @Test
    void an_erased_account_takes_its_posts_comments_and_likes_and_its_token_with_it() {
        Member eve = api.register("eve");
        Member fay = api.register("fay");
        String evesPost = api.write(eve, "Eve's");
        String faysPost = api.write(fay, "Fay's");
        api.comment(eve, faysPost, "from eve");
        String faysComment = api.comment(fay, faysPost, "from fay");
        api.send("POST", "/api/posts/" + faysPost + "/likes", eve.token(), null).expect(201);
        api.comment(fay, evesPost, "on eve's");

        api.send("DELETE", "/api/users/" + eve.id(), eve.token(), null).expect(204);

        api.get("/api/users/" + eve.id()).error(404, "not_found");
        api.get("/api/posts/" + evesPost).error(404, "not_found");
        JsonNode left = api.get("/api/posts/" + faysPost).expect(200).json();
        assertThat(left.get("commentCount").asInt()).isEqualTo(1);
        assertThat(left.get("likeCount").asInt()).isZero();
        assertThat(ids(api.get("/api/posts/" + faysPost + "/comments").expect(200).json())).containsExactly(faysComment);
        api.send("DELETE", "/api/users/" + eve.id(), eve.token(), null).error(401, "not_authenticated");
        api.send("POST", "/api/posts", eve.token(), "{\"title\":\"back\",\"content\":\"again\"}").error(401, "not_authenticated");
        api.awaitProjections();
        assertThat(ids(api.get("/api/feed").expect(200).json())).contains(faysPost).doesNotContain(evesPost);
        api.get("/api/users/" + eve.id() + "/posts").error(404, "not_found");
    }

    @Test
    void users_erase_only_themselves() {
        Member gus = api.register("gus");
        Member hal = api.register("hal");

        api.send("DELETE", "/api/users/" + hal.id(), gus.token(), null).error(403, "not_allowed");
        api.sendingInvalid("DELETE", "/api/users/" + hal.id(), null, null).error(401, "not_authenticated");
        api.get("/api/users/" + hal.id()).expect(200);
    }

    /** The write limit, on an API of its own: the other tests write without one. */
    @RegisterExtension
    static final TestApi twoWritesAnHour = TestApi.limited(RateLimit.OFF, new RateLimit(2, Duration.ofHours(1)), false);

    @Test
    void deletes_count_among_the_users_writes_as_every_write_does() {
        Member ivy = twoWritesAnHour.register("ivy");
        String post = twoWritesAnHour.write(ivy, "Limited");
        twoWritesAnHour.send("DELETE", "/api/posts/" + post, ivy.token(), null).expect(204);

        twoWritesAnHour.send("DELETE", "/api/users/" + ivy.id(), ivy.token(), null).error(429, "too_many_requests");
        assertThat(twoWritesAnHour.refusedBy(RequestLimits.WRITES)).isEqualTo(1);
        twoWritesAnHour.get("/api/users/" + ivy.id()).expect(200);
    }

    private static List<String> ids(JsonNode page) {
        List<String> ids = new ArrayList<>();
        page.get("items").forEach(item -> ids.add(item.get("id").asText()));
        return ids;
    }
}
