package io.cosmosblog.bootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.LocalCosmos;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Three instances of the service, each in a JVM of its own, on one test server whose containers
 * have three physical partitions (so each change feed has three leases): writes through all of
 * them converge; the leases are spread over the instances; a killed instance's leases are taken
 * over within about the lease expiry; restarted, it takes its share back and nothing is projected
 * twice or rolled back. Each instance answers the front page from its own copy of the feed (no
 * store operation), shows a new post within the copy's bound, and a restarted one answers right
 * from its first request.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(2) // among the longest: started first
class CosmosScaleOutTest {

    private static final Duration LEASE_EXPIRY = Duration.ofSeconds(3);
    private static final Duration CONVERGE_WITHIN = Duration.ofSeconds(60);
    // The posts' change feed to the feed container, then that container's to each copy: one poll
    // delay each (1 s), with room for a loaded machine.
    private static final Duration SHOWN_WITHIN = Duration.ofSeconds(10);

    private final List<Blogger> people = new ArrayList<>();
    private final Map<String, Blogger> authorOf = new HashMap<>();

    @Test
    void three_instances_share_the_leases_survive_a_crash_and_a_restart() {
        try (LocalCosmos cosmos = LocalCosmos.start("--partitions", "3")) {
            CosmosSettings database = cosmos.freshDatabase();
            int portC = ServiceProcess.freePort();
            // a creates the database's containers; b and c, started side by side once it has, find them.
            try (ServiceProcess a = ServiceProcess.start("a", ServiceProcess.freePort(), cosmos, database, LEASE_EXPIRY);
                    ServiceProcess b = ServiceProcess.launch("b", ServiceProcess.freePort(), cosmos, database, LEASE_EXPIRY)) {
                ServiceProcess c = ServiceProcess.launch("c", portC, cosmos, database, LEASE_EXPIRY);
                List<ServiceProcess> all = List.of(a, b.ready(), c.ready());

                await("every instance holds a lease", () -> {
                    Map<String, String> owners = cosmos.leaseOwners(database);
                    Set<String> holders = Set.copyOf(owners.values());
                    return owners.size() == 6 && holders.containsAll(all.stream().map(ServiceProcess::hostName).toList())
                            ? Optional.empty() : Optional.of("leases " + owners);
                }, CONVERGE_WITHIN);

                write(all, 0);
                await("the views agree with the posts", () -> disagreement(all), CONVERGE_WITHIN);
                await("every instance reads the feed from its copy", () -> feedNotFromCopy(all), CONVERGE_WITHIN);
                String seen = people.get(0).write(a.client(), "Seen everywhere", "text");
                authorOf.put(seen, people.get(0));
                Duration shown = untilEveryInstanceShows(all, seen);
                System.out.printf("a new post was on the front page of all %d instances %d ms after it was written%n",
                        all.size(), shown.toMillis());
                assertThat(shown).as("every instance shows a new post within the copy's bound").isLessThan(SHOWN_WITHIN);

                c.kill();
                long killed = System.nanoTime();
                await("another instance holds every lease c held", () -> {
                    Map<String, String> owners = cosmos.leaseOwners(database);
                    return owners.values().stream().noneMatch(owner -> owner.equals(c.hostName()) || owner.isEmpty())
                            ? Optional.empty() : Optional.of("leases " + owners);
                }, CONVERGE_WITHIN);
                Duration takeover = Duration.ofNanos(System.nanoTime() - killed);
                assertThat(takeover).as("taken over within about the lease expiry").isLessThan(LEASE_EXPIRY.multipliedBy(4));

                List<ServiceProcess> survivors = List.of(a, b);
                write(survivors, 1);
                await("the views agree with the posts without c", () -> disagreement(survivors), CONVERGE_WITHIN);

                try (ServiceProcess again = ServiceProcess.start("c", portC, cosmos, database, LEASE_EXPIRY)) {
                    assertThat(feedIds(again)).as("the restarted instance's first front page").isEqualTo(feedIds(a));
                    List<ServiceProcess> restarted = List.of(a, b, again);
                    await("the restarted instance takes its share back", () -> {
                        Map<String, String> owners = cosmos.leaseOwners(database);
                        return owners.containsValue(again.hostName()) ? Optional.empty() : Optional.of("leases " + owners);
                    }, CONVERGE_WITHIN);
                    write(restarted, 2);
                    await("the views agree with the posts after the restart", () -> disagreement(restarted), CONVERGE_WITHIN);
                }
            }
        }
    }

    /** A round of writes spread over the instances: a new writer on each, a post by each, comments and likes across them, a rename. */
    private void write(List<ServiceProcess> instances, int round) {
        for (int i = 0; i < instances.size(); i++) {
            Blogger blogger = Blogger.register(instances.get(i).client(), "writer" + round + "x" + i);
            people.add(blogger);
        }
        List<String> fresh = new ArrayList<>();
        for (int i = 0; i < people.size(); i++) {
            Blogger author = people.get(i);
            String post = author.write(instances.get(i % instances.size()).client(), "Round " + round + " by " + author.username(), "text");
            authorOf.put(post, author);
            fresh.add(post);
        }
        for (int i = 0; i < people.size(); i++) {
            Blogger reader = people.get(i);
            for (int j = 0; j < fresh.size(); j += 2) {
                ApiClient via = instances.get((i + j) % instances.size()).client();
                via.post("/api/posts/" + fresh.get(j) + "/comments", "{\"content\":\"from " + reader.username() + "\"}", reader.token())
                        .expect(201);
                via.post("/api/posts/" + fresh.get(j) + "/likes", null, reader.token()).expect(201);
            }
        }
        Blogger renamed = people.get(round);
        instances.get(instances.size() - 1).client()
                .put("/api/users/" + renamed.id(), "{\"username\":\"renamed" + round + "\"}", renamed.token()).expect(200);
    }

    /** The first way in which a view differs from the posts, asked of each instance in turn; empty when none. */
    private Optional<String> disagreement(List<ServiceProcess> instances) {
        for (ServiceProcess instance : instances) {
            ApiClient client = instance.client();
            Map<String, JsonNode> feed = summaries(client.get("/api/feed?limit=100").expect(200).json().path("items"), "feed");
            if (feed.size() != authorOf.size()) {
                return Optional.of(instance.hostName() + ": the feed has " + feed.size() + " posts of " + authorOf.size());
            }
            Map<String, JsonNode> byUser = new HashMap<>();
            for (Blogger person : people) {
                byUser.putAll(summaries(client.get("/api/users/" + person.id() + "/posts?limit=100").expect(200).json().path("items"),
                        person.username() + "'s posts"));
            }
            for (Map.Entry<String, Blogger> written : authorOf.entrySet()) {
                JsonNode post = client.get("/api/posts/" + written.getKey()).expect(200).json();
                int comments = client.get("/api/posts/" + written.getKey() + "/comments?limit=100").expect(200).json().path("items").size();
                int likes = client.get("/api/posts/" + written.getKey() + "/likes?limit=100").expect(200).json().path("items").size();
                String author = client.get("/api/users/" + written.getValue().id()).expect(200).text("username");
                if (post.path("commentCount").asInt() != comments || post.path("likeCount").asInt() != likes) {
                    return Optional.of("post " + written.getKey() + " counts " + post + " but lists " + comments + "/" + likes);
                }
                for (JsonNode copy : new JsonNode[] {feed.get(written.getKey()), byUser.get(written.getKey())}) {
                    if (copy == null || copy.path("commentCount").asInt() != comments || copy.path("likeCount").asInt() != likes
                            || !copy.path("userUsername").asText().equals(author)) {
                        return Optional.of(instance.hostName() + ": copy " + copy + " of post " + post + " (author now " + author + ")");
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The first instance whose front page cost a store operation: empty once every copy is warm. */
    private static Optional<String> feedNotFromCopy(List<ServiceProcess> instances) {
        for (ServiceProcess instance : instances) {
            String timing = instance.client().get("/api/feed?limit=100").expect(200).header("Server-Timing");
            if (timing == null || !timing.contains("ops=0 ")) {
                return Optional.of(instance.hostName() + ": " + timing);
            }
        }
        return Optional.empty();
    }

    /** How long until every instance's front page lists {@code post}. */
    private static Duration untilEveryInstanceShows(List<ServiceProcess> instances, String post) {
        long written = System.nanoTime();
        await("every instance shows post " + post, () -> instances.stream()
                .filter(instance -> !feedIds(instance).contains(post)).findFirst()
                .map(instance -> instance.hostName() + " does not show it yet"), CONVERGE_WITHIN);
        return Duration.ofNanos(System.nanoTime() - written);
    }

    private static List<String> feedIds(ServiceProcess instance) {
        List<String> ids = new ArrayList<>();
        instance.client().get("/api/feed?limit=100").expect(200).json().path("items")
                .forEach(item -> ids.add(item.path("postId").asText()));
        return ids;
    }

    /** By post id; a post listed twice is a duplicated copy. */
    private static Map<String, JsonNode> summaries(JsonNode items, String list) {
        List<String> ids = new ArrayList<>();
        items.forEach(item -> ids.add(item.path("postId").asText()));
        assertThat(ids).as("%s lists each post once", list).doesNotHaveDuplicates();
        Map<String, JsonNode> byId = new HashMap<>();
        items.forEach(item -> byId.put(item.path("postId").asText(), item));
        return byId;
    }

    private static void await(String what, Supplier<Optional<String>> difference, Duration within) {
        long deadline = System.nanoTime() + within.toNanos();
        Optional<String> last = difference.get();
        while (last.isPresent() && System.nanoTime() < deadline) {
            ServiceProcess.sleep(Duration.ofMillis(250));
            last = difference.get();
        }
        assertThat(last).as(what).isEmpty();
    }
}
