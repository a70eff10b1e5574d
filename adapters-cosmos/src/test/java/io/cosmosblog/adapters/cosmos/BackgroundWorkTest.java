package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.projection.RebuildViews;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Work no user waits on yields to the users on a spent budget: the projections and an operator's
 * rebuild send their requests at low priority, the users' requests are not marked, and while a
 * rebuild runs on a container whose throughput it spends, the users' requests are not throttled.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(4) // among the longest: started first
class BackgroundWorkTest {

    private static final Duration CATCH_UP = Duration.ofSeconds(30);

    private static TestAccount server;
    private static TestBudget budget;
    private CosmosStorageUnderTest service;
    private final User ada = Samples.user("ada");

    @BeforeAll
    static void startServer() {
        // The budget is set on a server of this test's own, an account with priority-based execution
        // (without it, as on a new account, the service ignores the requests' priority).
        Assumptions.assumeTrue(System.getenv("COSMOS_ENDPOINT") == null, "needs the local test server");
        server = TestAccount.localServer("--priority-based-execution");
        budget = new TestBudget(server.endpoint());
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    void open() {
        budget.clear();
        service = new CosmosStorageUnderTest(server);
    }

    @AfterEach
    void close() {
        service.close();
        budget.clear();
    }

    @Test
    void the_users_requests_run_at_the_default_priority_and_the_projections_at_low_priority() {
        StoragePorts ports = service.ports();
        ports.users().add(ada);
        Post post = Samples.post(ada, "first");
        ports.posts().add(post);
        assertThat(ports.users().find(ada.id())).isPresent();
        assertThat(ports.posts().find(post.id())).isPresent();
        for (String container : List.of("users", "posts")) {
            assertThat(budget.of(container).path("low").asInt()).as("users' requests to " + container + " are not low").isZero();
            assertThat(budget.of(container).path("high").asInt()).as(container).isPositive();
        }

        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
        assertThat(ports.projectionDelivery().awaitCaughtUp(CATCH_UP)).isTrue();
        ports.projectionDelivery().stop(CATCH_UP);
        assertThat(budget.of("posts").path("low").asInt()).as("the change feed's polls of the posts").isPositive();
        assertThat(budget.of("feed").path("low").asInt()).as("the projection's write of the feed's copy").isPositive();
        assertThat(budget.of("users").path("low").asInt()).as("the projection's write of the author's copy").isPositive();
    }

    @Test
    void while_a_rebuild_spends_the_budget_the_users_requests_are_not_throttled() throws Exception {
        StoragePorts ports = service.ports();
        ports.users().add(ada);
        List<Post> posts = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            Post post = Samples.post(ada, "post " + i);
            ports.posts().add(post);
            posts.add(post);
        }
        // 100 RU/s a container: the rebuild's writes of the authors' copies (about 6 RU each) spend it.
        budget.set("{\"defaultRu\": 100, \"latencyMs\": 2}");

        try (CosmosStorage operator = new CosmosStorage(service.settings().asBackgroundWork(), new StorageMeter(), DataModel.V3)) {
            StoragePorts tools = operator.ports();
            AtomicBoolean rebuilding = new AtomicBoolean(true);
            AtomicInteger served = new AtomicInteger();
            AtomicInteger busy = new AtomicInteger();
            List<Thread> users = new ArrayList<>();
            for (int u = 0; u < 3; u++) {
                int offset = u;
                Thread user = new Thread(() -> {
                    for (int i = offset; rebuilding.get(); i++) {
                        try {
                            ports.users().find(ada.id());
                            ports.posts().find(posts.get(i % posts.size()).id());
                            served.addAndGet(2);
                        } catch (StorageBusyException e) {
                            busy.incrementAndGet();
                        }
                        sleep(Duration.ofMillis(100));
                    }
                });
                user.start();
                users.add(user);
            }
            RebuildViews.Result result;
            try {
                sleep(Duration.ofMillis(200));
                result = new RebuildViews(tools.posts(), tools.users(), tools.userPosts(), tools.feed(), tools.authorNames())
                        .rebuild(new RebuildViews.Progress() {
                            @Override
                            public void started(long count) {
                            }

                            @Override
                            public void rebuilt(long count) {
                            }
                        });
            } finally {
                rebuilding.set(false);
                for (Thread user : users) {
                    user.join();
                }
            }

            assertThat(result.posts()).isEqualTo(posts.size());
            assertThat(budget.of("users").path("throttledLow").asInt() + budget.of("users").path("throttledHigh").asInt())
                    .as("the rebuild met a spent budget: %s", budget.view()).isPositive();
            for (String container : List.of("users", "posts")) {
                assertThat(budget.of(container).path("throttledHigh").asInt()).as("users' requests throttled in " + container).isZero();
            }
            assertThat(served.get()).isPositive();
            assertThat(busy.get()).as("users told to come back").isZero();
            assertThat(budget.of("users").path("low").asInt()).as("the rebuild's writes of the authors' copies").isPositive();
        }
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
