package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.RebuildViews;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Users' requests while a rebuild spends the budget (400 RU/s a container on the test server, 2 ms
 * a store operation): their p99 and the share answered "busy" (503), alone, and with the
 * rebuild's requests at the default priority and at low priority. A benchmark: the figures are printed, not held;
 * what it holds is that both rebuilds finish.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(3) // among the longest: started first
class RebuildBesideUsersBenchmarkTest {

    private static final int POSTS = 100;
    private static final int USERS = 4;

    /** Budgets are set on a server of this test's own, an account with priority-based execution. */
    @RegisterExtension
    static final OwnTestServer server = new OwnTestServer("--priority-based-execution");

    @Test
    void users_p99_and_busy_share_alone_and_during_a_rebuild_at_default_and_at_low_priority() throws Exception {
        TestBudget budget = server.budget();
        budget.clear();
        try (CosmosStorageUnderTest service = new CosmosStorageUnderTest(server.account())) {
            StoragePorts ports = service.ports();
            User ada = Samples.user("ada");
            ports.users().add(ada);
            List<Post> posts = new ArrayList<>();
            for (int i = 0; i < POSTS; i++) {
                Post post = Samples.post(ada, "post " + i);
                ports.posts().add(post);
                posts.add(post);
            }
            budget.set("{\"defaultRu\": 400, \"latencyMs\": 2}");
            Figures alone = beside(ports, ada, posts, () -> {
                sleep(2000); // long enough for a p99 of some hundred requests
                return 0L;
            });
            System.out.printf("%d users alone, 400 RU/s a container: users' requests %d, p50 %.0f ms, p99 %.0f ms, busy (503) %.2f%%%n",
                    USERS, alone.requests, alone.p50, alone.p99, 100.0 * alone.busy / alone.requests);
            for (boolean lowPriority : new boolean[] {false, true}) {
                var settings = lowPriority ? service.settings().asBackgroundWork() : service.settings();
                try (CosmosStorage operator = new CosmosStorage(settings, new StorageMeter(), DataModel.V3)) {
                    StoragePorts tools = operator.ports();
                    Figures figures = beside(ports, ada, posts, () -> new RebuildViews(tools.posts(), tools.users(),
                            tools.userPosts(), tools.feed(), tools.authorNames()).rebuild(NO_PROGRESS).posts());
                    System.out.printf("rebuild of %d posts beside %d users, 400 RU/s a container, rebuild at %s priority: "
                                    + "rebuild %.1f s; users' requests %d, p50 %.0f ms, p99 %.0f ms, busy (503) %.2f%%%n",
                            POSTS, USERS, lowPriority ? "low" : "the default", figures.rebuildSeconds, figures.requests,
                            figures.p50, figures.p99, 100.0 * figures.busy / figures.requests);
                    assertThat(figures.rebuilt).isEqualTo(POSTS);
                }
                sleep(1500); // the budget refilled
            }
        } finally {
            budget.clear();
        }
    }

    record Figures(long rebuilt, double rebuildSeconds, int requests, int busy, double p50, double p99) {
    }

    private static final RebuildViews.Progress NO_PROGRESS = new RebuildViews.Progress() {
        @Override
        public void started(long count) {
        }

        @Override
        public void rebuilt(long count) {
        }
    };

    /** The users' figures while {@code work} runs, and what it answered (posts rebuilt). */
    private static Figures beside(StoragePorts users, User ada, List<Post> posts, Supplier<Long> work) throws InterruptedException {
        AtomicBoolean rebuilding = new AtomicBoolean(true);
        AtomicInteger busy = new AtomicInteger();
        List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
        List<Thread> threads = new ArrayList<>();
        for (int u = 0; u < USERS; u++) {
            int offset = u;
            Thread user = new Thread(() -> {
                for (int i = offset; rebuilding.get(); i++) {
                    for (Runnable request : List.<Runnable>of(() -> users.users().find(ada.id()),
                            () -> users.posts().find(posts.get(offset * 7 % posts.size()).id()))) {
                        long started = System.nanoTime();
                        try {
                            request.run();
                        } catch (StorageBusyException e) {
                            busy.incrementAndGet();
                        }
                        latencies.add(System.nanoTime() - started);
                    }
                    try {
                        Thread.sleep(50);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            });
            user.start();
            threads.add(user);
        }
        long started = System.nanoTime();
        long done;
        try {
            done = work.get();
        } finally {
            rebuilding.set(false);
            for (Thread user : threads) {
                user.join();
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        List<Long> sorted = new ArrayList<>(latencies);
        Collections.sort(sorted);
        return new Figures(done, seconds, sorted.size(), busy.get(), percentile(sorted, 0.50), percentile(sorted, 0.99));
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static double percentile(List<Long> sorted, double p) {
        return sorted.isEmpty() ? 0 : sorted.get((int) Math.min(sorted.size() - 1, Math.ceil(p * sorted.size()) - 1)) / 1e6;
    }
}
