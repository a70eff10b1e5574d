package io.cosmosblog.tools.bench;

import io.cosmosblog.tools.bench.DataSet.Member;
import java.net.URI;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/** The article's ten requests, in its order, on random targets of a loaded data set. */
final class Scenarios {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private final String api;
    private final DataSet data;
    private final AtomicLong sequence = new AtomicLong();

    Scenarios(String baseUrl, DataSet data) {
        this.api = baseUrl + "/api";
        this.data = data;
    }

    List<Scenario> all() {
        return List.of(
                new Scenario("C1", "create a user", r -> post("/users", "{\"username\":\"bench " + sequence.incrementAndGet() + "\"}", null)),
                new Scenario("Q1", "retrieve a user", r -> get("/users/" + member(r).user().id())),
                new Scenario("C2", "create a post", r -> post("/posts",
                        "{\"title\":\"Bench post\",\"content\":\"" + "words ".repeat(100) + "\"}", member(r))),
                new Scenario("Q2", "retrieve a post", r -> get("/posts/" + post(r))),
                new Scenario("Q3", "list a user's posts", r -> get("/users/" + member(r).user().id() + "/posts?limit=100")),
                new Scenario("C3", "create a comment", r -> post("/posts/" + post(r) + "/comments",
                        "{\"content\":\"A benchmark comment\"}", member(r))),
                new Scenario("Q4", "list a post's comments", r -> get("/posts/" + post(r) + "/comments?limit=100")),
                new Scenario("C4", "like a post", r -> post("/posts/" + post(r) + "/likes", "", member(r))),
                new Scenario("Q5", "list a post's likes", r -> get("/posts/" + post(r) + "/likes?limit=100")),
                new Scenario("Q6", "the 100 most recent posts", r -> get("/feed?limit=100")));
    }

    private Member member(SplittableRandom random) {
        return data.members().get(random.nextInt(data.members().size()));
    }

    private String post(SplittableRandom random) {
        return data.posts().get(random.nextInt(data.posts().size())).value();
    }

    private HttpRequest get(String path) {
        return HttpRequest.newBuilder(URI.create(api + path)).timeout(TIMEOUT).GET().build();
    }

    private HttpRequest post(String path, String json, Member actor) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(api + path)).timeout(TIMEOUT)
                .header("Content-Type", "application/json")
                .POST(BodyPublishers.ofString(json));
        if (actor != null) {
            request.header("Authorization", "Bearer " + actor.token());
        }
        return request.build();
    }
}
