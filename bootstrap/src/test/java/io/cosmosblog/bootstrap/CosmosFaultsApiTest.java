package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.cosmos.LocalCosmos;
import io.cosmosblog.adapters.cosmos.TestFaults;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The blog while Cosmos DB throttles, times out, is unavailable or drops connections (faults the
 * test server injects): clients get 2xx or 503 with Retry-After, never a 500 and never a request
 * held for long; every acknowledged write is there; counts equal list lengths; the views converge
 * once the faults stop.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(4) // among the longest: started first
class CosmosFaultsApiTest extends ApiTest {

    private static final Duration TIME_LIMIT = Duration.ofSeconds(2);

    // A server of its own, with two physical partitions: the faults hit requests fanned out over ranges too.
    private LocalCosmos cosmos;
    private TestFaults faults;

    @Override
    RunningBlog startBlog() {
        cosmos = LocalCosmos.start("--partitions", "2");
        faults = cosmos.faults();
        return RunningBlog.onCosmos(cosmos, settings -> settings.withRequestTimeout(TIME_LIMIT));
    }

    @Override
    @AfterAll
    void stop() {
        try {
            super.stop();
        } finally {
            if (cosmos != null) {
                cosmos.close();
            }
        }
    }

    @AfterEach
    void stopFaults() {
        if (faults != null) {
            faults.clear();
        }
    }

    @Test
    void throttling_beyond_the_sdks_retries_is_a_503_with_retry_after_within_the_time_limit() {
        Blogger ann = Blogger.register(client, "ann");
        String post = ann.write(client, "Busy", "text");
        faults.set("[{\"operation\":\"read\",\"container\":\"posts\",\"fault\":429,\"retryAfterMs\":50}]");

        long started = System.nanoTime();
        Reply reply = client.get("/api/posts/" + post);
        Duration took = Duration.ofNanos(System.nanoTime() - started);

        assertThat(reply.status()).isEqualTo(503);
        assertThat(reply.header("Retry-After")).matches("[1-9][0-9]*");
        assertThat(reply.json().path("error").path("code").asText()).isEqualTo("storage_busy");
        assertThat(took).isLessThan(TIME_LIMIT.multipliedBy(3));
        faults.clear();
        assertThat(client.get("/api/posts/" + post).status()).isEqualTo(200);
    }

    @Test
    void unavailable_timed_out_or_dropped_is_a_503_never_a_500() {
        Blogger ann = Blogger.register(client, "bob");
        String post = ann.write(client, "Flaky", "text");
        for (String fault : new String[] {"503", "408", "\"drop\""}) {
            faults.set("[{\"operation\":\"read\",\"container\":\"posts\",\"fault\":" + fault + "}]");

            Reply reply = client.get("/api/posts/" + post);

            assertThat(reply.status()).as("with %s", fault).isEqualTo(503);
            assertThat(reply.header("Retry-After")).as("with %s", fault).isNotNull();
        }
    }

    /**
     * 449 (RetryWith) means a concurrent write met this one inside the service and nothing was
     * written: try again. It is not a lost race on a condition: an edit or a like must not answer
     * 404 "no such post" for it.
     */
    @Test
    void retry_with_is_busy_not_a_missing_post() {
        Blogger ann = Blogger.register(client, "carol");
        String post = ann.write(client, "Contended", "text");
        faults.set("[{\"operation\":[\"patch\",\"batch\"],\"container\":\"posts\",\"fault\":449}]");

        Reply edit = client.put("/api/posts/" + post, "{\"title\":\"Edited\",\"content\":\"text\"}", ann.token());
        Reply like = client.post("/api/posts/" + post + "/likes", null, ann.token());

        assertThat(edit.status()).as("edit answered %s", edit.body()).isEqualTo(503);
        assertThat(like.status()).as("like answered %s", like.body()).isEqualTo(503);
        assertThat(edit.header("Retry-After")).matches("[1-9][0-9]*");
        faults.clear();
        client.put("/api/posts/" + post, "{\"title\":\"Edited\",\"content\":\"text\"}", ann.token()).expect(200);
    }

    /**
     * The feed is one logical partition and throttles first. A busy store is no reason to park a
     * change: the projection waits it out, its backlog shows in the metrics, and once the
     * throttling stops every post reaches the feed with nothing parked.
     */
    @Test
    void throttling_on_the_feed_parks_nothing_and_the_feed_converges_once_it_stops() throws Exception {
        Blogger ann = Blogger.register(client, "erin");
        faults.set("[{\"container\":\"feed\",\"fault\":429,\"retryAfterMs\":100}]");
        List<String> written = new ArrayList<>();
        long backlogSeen = 0;
        long until = System.nanoTime() + Duration.ofSeconds(12).toNanos();
        while (System.nanoTime() < until) {
            if (written.size() < 6) {
                written.add(ann.write(client, "Throttled " + written.size(), "text"));
            }
            backlogSeen = Math.max(backlogSeen, pendingPosts());
            Thread.sleep(1_000);
        }
        faults.clear();

        blog.awaitProjections();
        var feed = client.get("/api/feed?limit=100").expect(200).json().path("items");
        List<String> inFeed = new ArrayList<>();
        feed.forEach(item -> inFeed.add(item.path("id").asText()));
        assertThat(inFeed).containsAll(written);
        String metrics = blog.management().get("/metrics").expect(200).body();
        assertThat(metrics).contains("blog_projection_parked_total 0");
        assertThat(backlogSeen).as("the posts' backlog while the feed was throttled").isPositive();
        assertThat(pendingPosts()).as("the backlog once it stopped").isZero();
    }

    private long pendingPosts() {
        String metrics = blog.management().get("/metrics").expect(200).body();
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("blog_projection_pending_changes\\{processor=\"posts\"} ([0-9.]+)").matcher(metrics);
        return m.find() ? (long) Double.parseDouble(m.group(1)) : -1;
    }

    /**
     * A write stored, then answered 503 (its answer lost after a timeout): a client retrying with
     * the same Idempotency-Key gets the post and the comment that were stored, and the post counts
     * the comment once. Without the key the retry would store a second post and comment.
     */
    @Test
    void a_write_stored_but_answered_503_and_retried_with_its_key_is_stored_once() {
        Blogger ann = Blogger.register(client, "fay");
        faults.set("[{\"operation\":\"create\",\"container\":\"posts\",\"fault\":503,\"after\":true,\"count\":1}]");
        String postJson = "{\"title\":\"Retried\",\"content\":\"text\"}";

        Reply lost = keyed("/api/posts", ann, "retried-post-0001", postJson);
        Reply retried = keyed("/api/posts", ann, "retried-post-0001", postJson);

        assertThat(lost.status()).as("the first attempt's answer").isEqualTo(503);
        assertThat(retried.status()).isEqualTo(201);
        String post = retried.text("id");
        faults.set("[{\"operation\":\"batch\",\"container\":\"posts\",\"fault\":503,\"after\":true,\"count\":1}]");
        Reply lostComment = keyed("/api/posts/" + post + "/comments", ann, "retried-comment-01", "{\"content\":\"Once\"}");
        Reply comment = keyed("/api/posts/" + post + "/comments", ann, "retried-comment-01", "{\"content\":\"Once\"}");
        faults.clear();

        assertThat(lostComment.status()).isEqualTo(503);
        assertThat(comment.status()).isEqualTo(201);
        assertThat(client.get("/api/posts/" + post).expect(200).json().path("commentCount").asInt()).isEqualTo(1);
        assertThat(client.get("/api/posts/" + post + "/comments").expect(200).json().path("items")).hasSize(1);
        blog.awaitProjections();
        assertThat(client.get("/api/users/" + ann.id() + "/posts").expect(200).json().path("items")).hasSize(1);
    }

    private Reply keyed(String path, Blogger as, String key, String json) {
        return client.send(client.request(path).header("Authorization", "Bearer " + as.token()).header("Idempotency-Key", key)
                .header("Content-Type", "application/json").POST(java.net.http.HttpRequest.BodyPublishers.ofString(json)));
    }

    /** 404/1003: the container or database is gone. An outage to log as an error, not "no such user". */
    @Test
    void a_container_gone_is_an_outage_not_a_missing_user() {
        Blogger ann = Blogger.register(client, "dan");
        faults.set("[{\"operation\":\"read\",\"container\":\"users\",\"fault\":404}]");

        Reply read = client.get("/api/users/" + ann.id());

        assertThat(read.status()).as("read answered %s", read.body()).isEqualTo(503);
        assertThat(read.json().path("error").path("code").asText()).isEqualTo("storage_busy");
        faults.clear();
        client.get("/api/users/" + ann.id()).expect(200);
    }

    @Test
    void a_mixed_load_under_faults_keeps_every_acknowledged_write_and_converges() throws Exception {
        List<Blogger> people = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            people.add(Blogger.register(client, "writer" + i));
        }
        List<String> posts = new CopyOnWriteArrayList<>();
        for (Blogger person : people) {
            posts.add(person.write(client, "By " + person.username(), "text"));
        }
        faults.set("{\"seed\":7,\"rules\":["
                + "{\"container\":[\"users\",\"posts\",\"feed\"],\"share\":0.1,\"fault\":429,\"retryAfterMs\":20},"
                + "{\"container\":[\"users\",\"posts\",\"feed\"],\"share\":0.05,\"fault\":503},"
                + "{\"container\":[\"posts\"],\"operation\":[\"batch\",\"create\"],\"share\":0.05,\"fault\":\"drop\",\"after\":true}]}");

        Map<String, Set<String>> ackedComments = new ConcurrentHashMap<>();
        Set<Integer> statuses = ConcurrentHashMap.newKeySet();
        AtomicInteger renames = new AtomicInteger();
        ExecutorService load = Executors.newFixedThreadPool(4);
        for (int t = 0; t < 4; t++) {
            Blogger me = people.get(t);
            load.submit(() -> {
                for (int i = 0; i < 15; i++) {
                    String post = posts.get(i % posts.size());
                    Reply comment = client.post("/api/posts/" + post + "/comments", "{\"content\":\"c" + i + "\"}", me.token());
                    statuses.add(comment.status());
                    if (comment.status() == 201) {
                        ackedComments.computeIfAbsent(post, p -> ConcurrentHashMap.newKeySet()).add(comment.text("id"));
                    }
                    statuses.add(client.post("/api/posts/" + post + "/likes", null, me.token()).status());
                    if (i % 5 == 0) {
                        Reply written = client.post("/api/posts", "{\"title\":\"more\",\"content\":\"x\"}", me.token());
                        statuses.add(written.status());
                        if (written.status() == 201) {
                            posts.add(written.text("id"));
                        }
                        Reply renamed = client.put("/api/users/" + me.id(), "{\"username\":\"" + me.username() + "-" + i + "\"}",
                                me.token());
                        statuses.add(renamed.status());
                        if (renamed.status() == 200) {
                            renames.incrementAndGet();
                        }
                    }
                }
                return null;
            });
        }
        load.shutdown();
        assertThat(load.awaitTermination(3, TimeUnit.MINUTES)).isTrue();
        String fired = faults.view();
        faults.clear();

        assertThat(statuses).as("only successes and 503 (faults fired: %s)", fired)
                .allMatch(status -> status / 100 == 2 || status == 503);
        assertThat(statuses).as("the faults did bite").contains(503);
        blog.awaitProjections();
        for (String post : posts) {
            List<String> listed = new ArrayList<>();
            String continuation = null;
            do {
                Reply page = client.get("/api/posts/" + post + "/comments?limit=100"
                        + (continuation == null ? "" : "&continuation=" + continuation)).expect(200);
                page.json().path("items").forEach(item -> listed.add(item.path("id").asText()));
                continuation = page.json().path("continuation").isNull() ? null : page.json().path("continuation").asText();
            } while (continuation != null);
            assertThat(listed).containsAll(ackedComments.getOrDefault(post, Set.of()));
            var stored = client.get("/api/posts/" + post).expect(200).json();
            assertThat(stored.path("commentCount").asInt()).as("comment count of %s", post).isEqualTo(listed.size());
            int likes = client.get("/api/posts/" + post + "/likes?limit=100").expect(200).json().path("items").size();
            assertThat(stored.path("likeCount").asInt()).as("like count of %s", post).isEqualTo(likes);
        }
        for (Blogger person : people) {
            String name = client.get("/api/users/" + person.id()).expect(200).text("username");
            var listed = client.get("/api/users/" + person.id() + "/posts?limit=100").expect(200).json().path("items");
            assertThat(listed).as("%s's posts carry the current name", person.username())
                    .allSatisfy(item -> assertThat(item.path("userUsername").asText()).isEqualTo(name));
        }
    }
}
