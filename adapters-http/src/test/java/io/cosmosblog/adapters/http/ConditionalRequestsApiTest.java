package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.http.TestApi.Member;
import io.cosmosblog.adapters.http.TestApi.Reply;
import io.cosmosblog.application.port.Posts;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An edit never overwrites one it did not see: reads of a post or a user answer an ETag, a PUT
 * with a stale If-Match is 412 and writes nothing, and If-None-Match spares the body of a read.
 */
class ConditionalRequestsApiTest {

    private static final HeldReads reads = new HeldReads();

    @RegisterExtension
    static final TestApi api = new TestApi(ports -> TestApi.replacing(ports, Posts.class, reads.over(ports.posts())));
    private static Member ann;
    private static Member bob;

    @BeforeAll
    static void prepare() {
        ann = api.register("ann");
        bob = api.register("bob");
    }

    @AfterEach
    void release() {
        reads.holdNext(0);
    }

    @Test
    void a_post_is_read_with_a_strong_etag_that_moves_with_every_change() {
        String post = api.write(ann, "Tagged");
        String first = api.get("/api/posts/" + post).expect(200).header("ETag");

        api.comment(bob, post, "hello");
        String second = api.get("/api/posts/" + post).expect(200).header("ETag");

        assertThat(first).matches("\"[0-9]+\"");
        assertThat(second).matches("\"[0-9]+\"").isNotEqualTo(first);
    }

    @Test
    void the_answers_of_a_new_post_and_of_an_edit_carry_the_etag_a_read_then_answers() {
        Reply written = api.send("POST", "/api/posts", ann.token(), "{\"title\":\"t\",\"content\":\"c\"}").expect(201);
        String post = written.json().get("id").asText();
        assertThat(written.header("ETag")).isEqualTo(etagOf("/api/posts/" + post));

        Reply edited = edit(post, ann, written.header("ETag"), "t2").expect(200);

        assertThat(edited.header("ETag")).isNotEqualTo(written.header("ETag")).isEqualTo(etagOf("/api/posts/" + post));
    }

    @Test
    void an_edit_from_a_stale_read_is_412_with_the_current_etag_and_writes_nothing() {
        String post = api.write(ann, "Draft");
        String read = etagOf("/api/posts/" + post);
        edit(post, ann, read, "From the first tab").expect(200);

        Reply stale = edit(post, ann, read, "From the second tab");

        stale.error(412, "precondition_failed");
        assertThat(stale.header("ETag")).isEqualTo(etagOf("/api/posts/" + post));
        assertThat(api.get("/api/posts/" + post).json().get("title").asText()).isEqualTo("From the first tab");
    }

    @Test
    void a_comment_since_the_read_makes_it_stale_too() {
        String post = api.write(ann, "Draft");
        String read = etagOf("/api/posts/" + post);
        api.comment(bob, post, "meanwhile");

        edit(post, ann, read, "Too late").error(412, "precondition_failed");
    }

    @Test
    void two_edits_from_one_read_at_the_same_moment_one_wins_and_the_other_is_412() throws Exception {
        String post = api.write(ann, "Raced");
        String read = etagOf("/api/posts/" + post);
        // Both requests pass their own check of the revision before either writes: only the store's
        // conditional write can then tell them apart.
        reads.holdNext(2);

        CompletableFuture<Reply> first = CompletableFuture.supplyAsync(() -> edit(post, ann, read, "first"));
        CompletableFuture<Reply> second = CompletableFuture.supplyAsync(() -> edit(post, ann, read, "second"));
        List<Reply> replies = List.of(first.get(30, TimeUnit.SECONDS), second.get(30, TimeUnit.SECONDS));

        assertThat(replies).extracting(Reply::status).containsExactlyInAnyOrder(200, 412);
        Reply winner = replies.stream().filter(reply -> reply.status() == 200).findFirst().orElseThrow();
        JsonNode stored = api.get("/api/posts/" + post).json();
        assertThat(stored.get("title").asText()).isEqualTo(winner.json().get("title").asText());
    }

    @Test
    void if_match_may_list_several_etags_and_star_matches_any_existing_post() {
        String post = api.write(ann, "Listed");
        String current = etagOf("/api/posts/" + post);

        edit(post, ann, "\"999\", " + current, "listed").expect(200);
        edit(post, ann, "*", "starred").expect(200);
        edit(post, ann, "W/" + etagOf("/api/posts/" + post), "weak").error(412, "precondition_failed");
    }

    @Test
    void without_if_match_an_edit_stores_as_before() {
        String post = api.write(ann, "Plain");
        api.comment(bob, post, "meanwhile");

        assertThat(api.send("PUT", "/api/posts/" + post, ann.token(), "{\"title\":\"plain\",\"content\":\"c\"}")
                .expect(200).json().get("title").asText()).isEqualTo("plain");
    }

    @Test
    void what_would_fail_without_the_condition_fails_as_it_would() {
        String post = api.write(ann, "Someone's");

        edit(post, bob, "\"999\"", "not mine").error(403, "not_allowed");
        edit("no-such-post", ann, "*", "nothing").error(404, "not_found");
        api.sendingInvalid(conditional("PUT", "/api/posts/" + post, ann, "\"999\"", "{\"title\":\"\",\"content\":\"c\"}"))
                .error(400, "invalid_value");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "\"1", "W/1", "\"a\"b\"", "\"1\" \"2\""})
    void a_malformed_if_match_is_400_naming_the_header(String malformed) {
        String post = api.write(ann, "Malformed");

        JsonNode error = api.sendingInvalid(conditional("PUT", "/api/posts/" + post, ann, malformed,
                "{\"title\":\"t\",\"content\":\"c\"}")).error(400, "invalid_header");

        assertThat(error.get("field").asText()).isEqualTo("If-Match");
    }

    @Test
    void a_read_with_the_current_etag_in_if_none_match_is_304_without_a_body() {
        String post = api.write(ann, "Cached");
        String etag = etagOf("/api/posts/" + post);

        Reply notModified = api.send(api.request("/api/posts/" + post).header("If-None-Match", etag).GET()).expect(304);

        assertThat(notModified.body()).isEmpty();
        assertThat(notModified.header("ETag")).isEqualTo(etag);
        api.send(api.request("/api/posts/" + post).header("If-None-Match", "W/" + etag).GET()).expect(304);
        api.send(api.request("/api/posts/" + post).header("If-None-Match", "*").GET()).expect(304);
        api.comment(bob, post, "changed");
        assertThat(api.send(api.request("/api/posts/" + post).header("If-None-Match", etag).GET()).expect(200)
                .json().get("commentCount").asInt()).isEqualTo(1);
    }

    @Test
    void a_user_is_read_with_an_etag_a_rename_moves_and_if_match_guards() {
        Member cat = api.register("cat");
        String read = etagOf("/api/users/" + cat.id());
        api.send(api.request("/api/users/" + cat.id()).header("If-None-Match", read).GET()).expect(304);

        Reply renamed = api.send(conditional("PUT", "/api/users/" + cat.id(), cat, read, "{\"username\":\"kit\"}")).expect(200);
        assertThat(renamed.header("ETag")).isNotEqualTo(read).isEqualTo(etagOf("/api/users/" + cat.id()));

        Reply stale = api.send(conditional("PUT", "/api/users/" + cat.id(), cat, read, "{\"username\":\"tom\"}"));
        stale.error(412, "precondition_failed");
        assertThat(stale.header("ETag")).isEqualTo(renamed.header("ETag"));
        assertThat(api.get("/api/users/" + cat.id()).json().get("username").asText()).isEqualTo("kit");
    }

    private static String etagOf(String path) {
        String etag = api.get(path).expect(200).header("ETag");
        assertThat(etag).as("ETag of %s", path).isNotNull();
        return etag;
    }

    private static Reply edit(String post, Member as, String ifMatch, String title) {
        return api.send(conditional("PUT", "/api/posts/" + post, as, ifMatch,
                "{\"title\":\"" + title + "\",\"content\":\"Some text.\"}"));
    }

    private static HttpRequest.Builder conditional(String method, String path, Member as, String ifMatch, String json) {
        return api.request(path).header("Authorization", "Bearer " + as.token()).header("If-Match", ifMatch)
                .header("Content-Type", "application/json").method(method, BodyPublishers.ofString(json));
    }

    /**
     * Holds the next few reads of a post until that many have been made, so that requests racing
     * each other all read before any of them writes: a proxy, so that it keeps up with the port.
     */
    private static final class HeldReads {

        private volatile CyclicBarrier barrier;

        void holdNext(int reads) {
            CyclicBarrier previous = barrier;
            barrier = reads == 0 ? null : new CyclicBarrier(reads, () -> barrier = null);
            if (previous != null) {
                previous.reset();
            }
        }

        Posts over(Posts stored) {
            InvocationHandler handler = (proxy, method, args) -> {
                CyclicBarrier held = barrier;
                Object answer;
                try {
                    answer = method.invoke(stored, args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
                if (held != null && method.getName().equals("find")) {
                    held.await(10, TimeUnit.SECONDS); // each has read before any goes on
                }
                return answer;
            };
            return (Posts) Proxy.newProxyInstance(Posts.class.getClassLoader(), new Class<?>[] {Posts.class}, handler);
        }
    }
}
