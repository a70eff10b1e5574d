package io.cosmosblog.bootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The durable default as a crash finds it: the service in a JVM of its own on a fresh directory,
 * writes from several threads, SIGKILL in the middle of them, a restart on the same directory.
 * Every write that was answered 2xx is there, and every like taken back or comment deleted that
 * was answered 204 is gone; counts equal list lengths; every post is in its author's list and,
 * when among the newest, in the feed.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(8) // among the longest: started first
class LocalCrashTest {

    private static final int WRITERS = 4;
    private static final Duration LOAD = Duration.ofSeconds(3);

    private final Queue<Blogger> users = new ConcurrentLinkedQueue<>();
    private final Map<String, String> authorOfPost = new ConcurrentHashMap<>();
    private final List<String> postIds = new CopyOnWriteArrayList<>();
    private final Map<String, Set<String>> commentsOnPost = new ConcurrentHashMap<>();
    private final Map<String, Set<String>> likersOfPost = new ConcurrentHashMap<>();
    private final Map<String, Set<String>> unlikersOfPost = new ConcurrentHashMap<>();
    private final Map<String, Set<String>> deletedFromPost = new ConcurrentHashMap<>();
    private final AtomicInteger acknowledged = new AtomicInteger();

    @Test
    void every_acknowledged_write_survives_a_sigkill(@TempDir Path data) throws InterruptedException {
        int port = ServiceProcess.freePort();
        ServiceProcess first = ServiceProcess.startLocal("crash-1", port, data);
        AtomicBoolean running = new AtomicBoolean(true);
        List<Thread> writers = new ArrayList<>();
        for (int i = 0; i < WRITERS; i++) {
            int writer = i;
            Thread thread = new Thread(() -> write(first.client(), writer, running), "writer-" + i);
            thread.start();
            writers.add(thread);
        }
        Thread.sleep(LOAD.toMillis());
        first.kill(); // mid-load: the writers are still sending
        running.set(false);
        for (Thread writer : writers) {
            writer.join(30_000);
        }
        assertThat(acknowledged.get()).as("writes answered 2xx before the kill").isGreaterThan(50);
        assertThat(unlikersOfPost.values().stream().mapToInt(Set::size).sum()
                + deletedFromPost.values().stream().mapToInt(Set::size).sum()).as("things taken back before the kill").isPositive();

        try (ServiceProcess second = ServiceProcess.startLocal("crash-2", port, data)) {
            ApiClient client = second.client();
            for (Blogger user : users) {
                client.get("/api/users/" + user.id()).expect(200);
            }
            Map<String, Instant> created = new ConcurrentHashMap<>();
            for (String post : authorOfPost.keySet()) {
                JsonNode stored = client.get("/api/posts/" + post).expect(200).json();
                created.put(post, Instant.parse(stored.path("creationDate").asText()));
                List<JsonNode> comments = all(client, "/api/posts/" + post + "/comments");
                List<JsonNode> likes = all(client, "/api/posts/" + post + "/likes");
                assertThat(stored.path("commentCount").asInt()).as("comment count of %s", post).isEqualTo(comments.size());
                assertThat(stored.path("likeCount").asInt()).as("like count of %s", post).isEqualTo(likes.size());
                assertThat(ids(comments, "id")).as("comments on %s", post)
                        .containsAll(commentsOnPost.getOrDefault(post, Set.of()));
                assertThat(ids(likes, "userId")).as("likes on %s", post)
                        .containsAll(likersOfPost.getOrDefault(post, Set.of()))
                        .noneMatch(unlikersOfPost.getOrDefault(post, Set.of())::contains);
                assertThat(ids(comments, "id")).as("comments deleted from %s", post)
                        .noneMatch(deletedFromPost.getOrDefault(post, Set.of())::contains);
            }
            for (Blogger user : users) {
                Set<String> listed = ids(all(client, "/api/users/" + user.id() + "/posts"), "postId");
                authorOfPost.forEach((post, author) -> {
                    if (author.equals(user.id())) {
                        assertThat(listed).as("%s's posts", user.id()).contains(post);
                    }
                });
            }
            JsonNode feed = client.get("/api/feed?limit=100").expect(200).json().path("items");
            Set<String> inFeed = ids(iterable(feed), "postId");
            Instant oldestInFeed = feed.size() < 100 ? Instant.MIN
                    : Instant.parse(feed.get(feed.size() - 1).path("creationDate").asText());
            created.forEach((post, when) -> {
                if (when.isAfter(oldestInFeed)) {
                    assertThat(inFeed).as("the feed, which keeps posts after %s", oldestInFeed).contains(post);
                }
            });
        }
    }

    /**
     * One client's writes until the service dies: a user now and then, posts, comments and likes on
     * any post, likes taken back and its own comments deleted. What a write is about leaves the
     * sets of what is known before it is sent, and joins the right one when it is answered: a
     * write cut off by the kill is known neither way.
     */
    private void write(ApiClient client, int writer, AtomicBoolean running) {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        Blogger me = null;
        List<String[]> myComments = new ArrayList<>(); // {post, comment}
        try {
            for (int i = 0; running.get(); i++) {
                if (i % 25 == 0) {
                    me = Blogger.register(client, "writer" + writer + "n" + i);
                    users.add(me);
                    myComments.clear();
                    acknowledged.incrementAndGet();
                }
                int choice = random.nextInt(12);
                if (choice < 2 || postIds.isEmpty()) {
                    String post = me.write(client, "Post " + i + " of writer " + writer, "text " + i);
                    authorOfPost.put(post, me.id());
                    postIds.add(post);
                } else {
                    String post = postIds.get(random.nextInt(postIds.size()));
                    if (choice < 6) {
                        Reply reply = client.post("/api/posts/" + post + "/comments", "{\"content\":\"c" + i + "\"}", me.token());
                        if (reply.status() == 201) {
                            commentsOnPost.computeIfAbsent(post, p -> ConcurrentHashMap.newKeySet()).add(reply.text("id"));
                            myComments.add(new String[] {post, reply.text("id")});
                        }
                    } else if (choice < 9) {
                        setOf(unlikersOfPost, post).remove(me.id());
                        Reply reply = client.post("/api/posts/" + post + "/likes", null, me.token());
                        if (reply.status() / 100 == 2) {
                            setOf(likersOfPost, post).add(me.id());
                        }
                    } else if (choice < 10) {
                        setOf(likersOfPost, post).remove(me.id());
                        if (client.delete("/api/posts/" + post + "/likes", me.token()).status() == 204) {
                            setOf(unlikersOfPost, post).add(me.id());
                        }
                    } else if (!myComments.isEmpty()) {
                        String[] mine = myComments.remove(random.nextInt(myComments.size()));
                        setOf(commentsOnPost, mine[0]).remove(mine[1]);
                        if (client.delete("/api/posts/" + mine[0] + "/comments/" + mine[1], me.token()).status() == 204) {
                            setOf(deletedFromPost, mine[0]).add(mine[1]);
                        }
                    }
                }
                acknowledged.incrementAndGet();
            }
        } catch (RuntimeException | AssertionError serviceGone) {
            // killed mid-request: that write was never acknowledged
        }
    }

    private static Set<String> setOf(Map<String, Set<String>> sets, String post) {
        return sets.computeIfAbsent(post, p -> ConcurrentHashMap.newKeySet());
    }

    /** Every item of a list, page after page. */
    private static List<JsonNode> all(ApiClient client, String path) {
        List<JsonNode> items = new ArrayList<>();
        String continuation = null;
        do {
            String query = "?limit=100" + (continuation == null ? ""
                    : "&continuation=" + URLEncoder.encode(continuation, StandardCharsets.UTF_8));
            JsonNode page = client.get(path + query).expect(200).json();
            page.path("items").forEach(items::add);
            continuation = page.path("continuation").isTextual() ? page.path("continuation").asText() : null;
        } while (continuation != null);
        return items;
    }

    private static List<JsonNode> iterable(JsonNode array) {
        List<JsonNode> items = new ArrayList<>();
        array.forEach(items::add);
        return items;
    }

    private static Set<String> ids(List<JsonNode> items, String field) {
        Set<String> ids = new HashSet<>();
        items.forEach(item -> ids.add(item.path(field).asText()));
        return ids;
    }
}
