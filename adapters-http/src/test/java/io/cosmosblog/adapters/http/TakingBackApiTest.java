package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.TestApi.Member;
import io.cosmosblog.adapters.http.security.RateLimit;
import io.cosmosblog.adapters.http.security.RequestLimits;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A like taken back ({@code DELETE /api/posts/{postId}/likes}) and a comment deleted ({@code DELETE
 * /api/posts/{postId}/comments/{commentId}}) over a real socket: 204, the count down once, a
 * repeated unlike 204 again and a repeated comment delete 404, and the refusals and the rate limit of every write.
 */
class TakingBackApiTest {

    @RegisterExtension
    static final TestApi api = new TestApi();

    @Test
    void a_like_taken_back_is_204_and_counted_off_once_however_often_it_is_sent() {
        Member ann = api.register("ann");
        Member bea = api.register("bea");
        String post = api.write(ann, "Liked");
        api.send("POST", likes(post), ann.token(), null).expect(201);
        api.send("POST", likes(post), bea.token(), null).expect(201);

        api.send("DELETE", likes(post), bea.token(), null).expect(204);
        api.send("DELETE", likes(post), bea.token(), null).expect(204);

        assertThat(api.get("/api/posts/" + post).expect(200).json().get("likeCount").asInt()).isEqualTo(1);
        assertThat(api.get(likes(post)).expect(200).json().get("items")).hasSize(1)
                .first().extracting(like -> like.get("userId").asText()).isEqualTo(ann.id());
        api.send("POST", likes(post), bea.token(), null).expect(201);
        assertThat(api.get("/api/posts/" + post).expect(200).json().get("likeCount").asInt()).isEqualTo(2);
    }

    @Test
    void taking_back_a_like_needs_a_token_and_an_existing_post() {
        Member ann = api.register("cat");
        String post = api.write(ann, "Liked");

        api.sendingInvalid("DELETE", likes(post), null, null).error(401, "not_authenticated");
        api.sendingInvalid("DELETE", likes(post), "nonsense", null).error(401, "not_authenticated");
        api.send("DELETE", likes("no-such-post"), ann.token(), null).error(404, "not_found");
        api.sendingInvalid("DELETE", likes("bad%20id%21"), ann.token(), null).error(400, "invalid_value");
    }

    @Test
    void the_comments_author_or_the_posts_author_deletes_a_comment_and_nobody_else() {
        Member author = api.register("dee");
        Member reader = api.register("eve");
        Member stranger = api.register("fay");
        String post = api.write(author, "Commented");
        String typo = api.comment(reader, post, "tpyo");
        String spam = api.comment(stranger, post, "spam");
        String kept = api.comment(reader, post, "kept");

        api.send("DELETE", comment(post, kept), stranger.token(), null).error(403, "not_allowed");
        api.send("DELETE", comment(post, typo), reader.token(), null).expect(204);
        api.send("DELETE", comment(post, spam), author.token(), null).expect(204);
        api.send("DELETE", comment(post, typo), reader.token(), null).error(404, "not_found");

        assertThat(api.get("/api/posts/" + post).expect(200).json().get("commentCount").asInt()).isEqualTo(1);
        assertThat(api.get("/api/posts/" + post + "/comments").expect(200).json().get("items")).hasSize(1)
                .first().extracting(c -> c.get("id").asText()).isEqualTo(kept);
    }

    @Test
    void deleting_a_comment_needs_a_token_and_existing_ids() {
        Member ann = api.register("gus");
        String post = api.write(ann, "Commented");
        String mine = api.comment(ann, post, "mine");

        api.sendingInvalid("DELETE", comment(post, mine), null, null).error(401, "not_authenticated");
        api.send("DELETE", comment("no-such-post", mine), ann.token(), null).error(404, "not_found");
        api.send("DELETE", comment(post, "no-such-comment"), ann.token(), null).error(404, "not_found");
        api.sendingInvalid("DELETE", comment(post, "bad%20id%21"), ann.token(), null).error(400, "invalid_value");
        api.send("DELETE", comment(post, mine), ann.token(), null).expect(204);
    }

    /** The write limit, on an API of its own: the other tests write without one. */
    @RegisterExtension
    static final TestApi threeWritesAnHour = TestApi.limited(RateLimit.OFF, new RateLimit(3, Duration.ofHours(1)), false);

    @Test
    void taking_back_counts_among_the_users_writes_as_every_write_does() {
        Member hal = threeWritesAnHour.register("hal");
        String post = threeWritesAnHour.write(hal, "Limited");
        String comment = threeWritesAnHour.comment(hal, post, "one");
        threeWritesAnHour.send("DELETE", comment(post, comment), hal.token(), null).expect(204);

        threeWritesAnHour.send("DELETE", likes(post), hal.token(), null).error(429, "too_many_requests");
        assertThat(threeWritesAnHour.refusedBy(RequestLimits.WRITES)).isEqualTo(1);
    }

    private static String likes(String post) {
        return "/api/posts/" + post + "/likes";
    }

    private static String comment(String post, String comment) {
        return "/api/posts/" + post + "/comments/" + comment;
    }
}
