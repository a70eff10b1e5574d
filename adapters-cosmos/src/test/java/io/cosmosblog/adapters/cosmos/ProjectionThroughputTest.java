package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * How many changed posts one instance projects a second when every store operation takes 5 ms
 * (the test server's latency, about the service's for a write): a benchmark figure, printed, not
 * a target held. What it holds is that every change is projected.
 */
class ProjectionThroughputTest {

    private static final int POSTS = 400;
    private static final int WRITERS = 8;

    @RegisterExtension
    static final OwnTestServer server = new OwnTestServer("--latency-ms", "5");

    @Test
    void changed_posts_projected_per_second_at_5_ms_per_operation() throws Exception {
        try (CosmosStorageUnderTest storage = new CosmosStorageUnderTest(server.account())) {
            StoragePorts ports = storage.ports();
            List<User> authors = new ArrayList<>();
            for (int i = 0; i < WRITERS; i++) {
                User author = Samples.user("author" + i);
                ports.users().add(author);
                authors.add(author);
            }
            // The changes wait in the change feed, and the projections start on all of them at once.
            ExecutorService writers = Executors.newFixedThreadPool(WRITERS);
            try {
                List<Future<?>> written = new ArrayList<>();
                for (int w = 0; w < WRITERS; w++) {
                    User author = authors.get(w);
                    written.add(writers.submit(() -> {
                        for (int i = 0; i < POSTS / WRITERS; i++) {
                            ports.posts().add(Samples.post(author, "post " + i));
                        }
                    }));
                }
                for (Future<?> future : written) {
                    future.get();
                }
            } finally {
                writers.shutdown();
            }
            long started = System.nanoTime();
            ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
            assertThat(ports.projectionDelivery().awaitCaughtUp(Duration.ofMinutes(5))).isTrue();
            double projectedIn = (System.nanoTime() - started) / 1e9;

            assertThat(ports.feed().latest(100)).hasSize(100);
            System.out.printf("projections at 5 ms per store operation: %d new posts and %d new users (one lease each "
                    + "processor) projected in %.2f s from the processors' start: %.0f changes projected a second%n",
                    POSTS, WRITERS, projectedIn, (POSTS + WRITERS) / projectedIn);
        }
    }
}
