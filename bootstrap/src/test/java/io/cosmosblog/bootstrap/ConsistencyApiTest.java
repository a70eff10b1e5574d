package io.cosmosblog.bootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** The done-criteria of issues 2 and 3: denormalized copies follow, counters stay exact under concurrency, paging is whole, on each storage. */
abstract class ConsistencyApiTest extends ApiTest {

    @Test
    void aRenameShowsUpOnCommentsLikesThePostTheUsersPostsAndTheFeed() {
        Blogger ann = Blogger.register(client, "ann");
        String post = ann.write(client, "Mine", "text");
        client.post("/api/posts/" + post + "/comments", "{\"content\":\"me again\"}", ann.token()).expect(201);
        client.post("/api/posts/" + post + "/likes", null, ann.token()).expect(201);

        client.put("/api/users/" + ann.id(), "{\"username\":\"Anna\"}", ann.token()).expect(200);
        blog.awaitProjections();

        assertThat(client.get("/api/posts/" + post).text("userUsername")).isEqualTo("Anna");
        assertThat(first(client.get("/api/posts/" + post + "/comments")).path("userUsername").asText()).isEqualTo("Anna");
        assertThat(first(client.get("/api/posts/" + post + "/likes")).path("userUsername").asText()).isEqualTo("Anna");
        assertThat(first(client.get("/api/users/" + ann.id() + "/posts")).path("userUsername").asText()).isEqualTo("Anna");
        JsonNode inFeed = items(client.get("/api/feed")).stream()
                .filter(item -> item.path("id").asText().equals(post)).findFirst().orElseThrow();
        assertThat(inFeed.path("userUsername").asText()).isEqualTo("Anna");
    }

    @Test
    void afterMoreThanAHundredPostsTheFeedHoldsTheHundredNewestNewestFirst() {
        Blogger ann = Blogger.register(client, "prolific");
        List<String> written = IntStream.range(0, 105).mapToObj(i -> ann.write(client, "Post " + i, "text " + i)).toList();
        blog.awaitProjections();

        // Posts written in the same millisecond are ordered by id, so "newest" is (date, then id), not write order.
        List<JsonNode> feed = items(client.get("/api/feed"));
        List<String> shown = feed.stream().map(item -> item.path("id").asText()).toList();
        assertThat(shown).hasSize(100).isSubsetOf(written);
        assertThat(feed).isSortedAccordingTo(Comparator.<JsonNode, String>comparing(item -> item.path("creationDate").asText())
                .reversed().thenComparing(item -> item.path("id").asText()));
        String oldestShown = feed.get(99).path("creationDate").asText();
        assertThat(written).filteredOn(id -> !shown.contains(id)).hasSize(5)
                .allSatisfy(left -> assertThat(client.get("/api/posts/" + left).text("creationDate")).isLessThanOrEqualTo(oldestShown));
        assertThat(items(client.get("/api/feed?limit=3")).stream().map(item -> item.path("id").asText()))
                .containsExactlyElementsOf(shown.subList(0, 3));
    }

    @Test
    void fortyUsersLikingOnePostTwiceAtOnceCountForty() throws Exception {
        String post = Blogger.register(client, "author").write(client, "Popular", "text");
        List<Blogger> fans = IntStream.range(0, 40).mapToObj(i -> Blogger.register(client, "fan" + i)).toList();

        List<Integer> statuses = concurrently(fans.stream()
                .flatMap(fan -> List.<Callable<Integer>>of(() -> like(fan, post), () -> like(fan, post)).stream())
                .toList());

        assertThat(statuses).filteredOn(status -> status == 201).hasSize(40);
        assertThat(statuses).filteredOn(status -> status == 200).hasSize(40);
        assertThat(client.get("/api/posts/" + post).json().path("likeCount").asLong()).isEqualTo(40);
        List<JsonNode> likes = items(client.get("/api/posts/" + post + "/likes?limit=100"));
        assertThat(likes).extracting(like -> like.path("userId").asText())
                .containsExactlyInAnyOrderElementsOf(fans.stream().map(Blogger::id).toList());
    }

    @Test
    void concurrentCommentsAreAllCountedAndPagingWalksEachExactlyOnce() throws Exception {
        String post = Blogger.register(client, "host").write(client, "Discuss", "text");
        List<Blogger> guests = IntStream.range(0, 8).mapToObj(i -> Blogger.register(client, "guest" + i)).toList();

        List<String> ids = concurrently(IntStream.range(0, 240).<Callable<String>>mapToObj(i -> () -> client
                .post("/api/posts/" + post + "/comments", "{\"content\":\"comment " + i + "\"}", guests.get(i % 8).token())
                .expect(201).text("id")).toList());

        assertThat(client.get("/api/posts/" + post).json().path("commentCount").asLong()).isEqualTo(240);
        List<String> walked = walk("/api/posts/" + post + "/comments", 7);
        assertThat(walked).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(ids);
    }

    @Test
    void aContinuationOnlyContinuesTheListThatIssuedIt() {
        Blogger ann = Blogger.register(client, "ann");
        String post = ann.write(client, "Post", "text");
        String other = ann.write(client, "Other", "text");
        for (int i = 0; i < 3; i++) {
            client.post("/api/posts/" + post + "/comments", "{\"content\":\"c" + i + "\"}", ann.token()).expect(201);
        }
        String token = client.get("/api/posts/" + post + "/comments?limit=1").json().path("continuation").asText();

        client.get("/api/posts/" + post + "/comments?limit=1&continuation=" + token).expect(200);
        client.get("/api/posts/" + post + "/likes?continuation=" + token).expect(400).error();
        client.get("/api/posts/" + other + "/comments?continuation=" + token).expect(400).error();
        client.get("/api/users/" + ann.id() + "/posts?continuation=" + token).expect(400).error();
    }

    private int like(Blogger fan, String post) {
        return client.post("/api/posts/" + post + "/likes", null, fan.token()).status();
    }

    private List<String> walk(String list, int limit) {
        List<String> ids = new ArrayList<>();
        Set<String> tokens = new HashSet<>();
        String continuation = null;
        do {
            JsonNode page = client.get(list + "?limit=" + limit + (continuation == null ? "" : "&continuation=" + continuation))
                    .expect(200).json();
            assertThat(page.path("items").size()).isLessThanOrEqualTo(limit);
            page.path("items").forEach(item -> ids.add(item.path("id").asText()));
            continuation = page.path("continuation").isNull() ? null : page.path("continuation").asText();
            assertThat(continuation == null || tokens.add(continuation)).as("a token is never repeated").isTrue();
        } while (continuation != null);
        return ids;
    }

    private static <T> List<T> concurrently(List<Callable<T>> tasks) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try {
            List<T> results = new ArrayList<>();
            for (Future<T> future : pool.invokeAll(tasks)) {
                results.add(future.get());
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    private static JsonNode first(Reply reply) {
        return items(reply).get(0);
    }

    private static List<JsonNode> items(Reply reply) {
        return StreamSupport.stream(reply.expect(200).json().path("items").spliterator(), false).toList();
    }
}
