package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.adapters.cosmos.v3.mirror.MirroredFeedView;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each instance's copy of the feed ({@link MirroredFeedView}): once warm it answers with no store
 * operation; it sees what another instance writes; when it cannot pull the feed's changes it keeps
 * answering, with at most one read a second going to the store; a hung pull is given up.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(8) // among the longest: started first
class FeedCopyTest {

    /** Faults and budgets are set on a server of this test's own. */
    @RegisterExtension
    static final OwnTestServer server = new OwnTestServer();
    private CosmosStorageUnderTest one;
    private CosmosStorage other;
    private final User ada = Samples.user("ada");

    @AfterEach
    void close() {
        if (other != null) {
            other.close();
        }
        if (one != null) {
            one.close();
        }
    }

    @Test
    void a_warm_copy_answers_with_no_store_operation_and_sees_another_instances_writes() {
        one = new CosmosStorageUnderTest(server.account());
        other = new CosmosStorage(one.settings(), new StorageMeter(), DataModel.V3);
        PostSummary first = Samples.post(ada, "first").summary();
        other.ports().feed().put(first);

        assertThat(one.ports().feed().latest(10)).as("read from the store while the copy warms").containsExactly(first);
        await("the copy answers", () -> operationsOfOneRead() == 0);

        PostSummary second = Samples.post(ada, "second").summary();
        other.ports().feed().put(second);
        await("the other instance's post reaches the copy", () -> one.ports().feed().latest(10).contains(second));
        assertThat(one.ports().feed().latest(10)).containsExactly(second, first);
        assertThat(operationsOfOneRead()).isZero();
    }

    @Test
    void a_copy_that_cannot_pull_keeps_answering_and_sends_at_most_one_read_a_second_to_the_store() {
        one = new CosmosStorageUnderTest(server.account());
        other = new CosmosStorage(one.settings(), new StorageMeter(), DataModel.V3);
        PostSummary first = Samples.post(ada, "first").summary();
        one.ports().feed().put(first);
        one.ports().feed().latest(10);
        await("the copy answers", () -> operationsOfOneRead() == 0);

        faults().set("[{\"operation\":\"changefeed\",\"container\":\"feed\",\"fault\":429,\"retryAfterMs\":50}]");
        PostSummary second = Samples.post(ada, "second").summary();
        other.ports().feed().put(second);
        long operations = 0;
        long started = System.nanoTime();
        boolean sawSecond = false;
        while (System.nanoTime() - started < Duration.ofSeconds(4).toNanos()) {
            var read = one.meter().measure(() -> one.ports().feed().latest(10));
            operations += read.cost().operations();
            assertThat(read.result()).as("every read is answered").contains(first);
            sawSecond |= read.result().contains(second);
            sleep(Duration.ofMillis(10));
        }
        assertThat(operations).as("store operations of 4 s of reads while pulls fail").isBetween(1L, 6L);
        assertThat(sawSecond).as("a read that went to the store refreshed the copy").isTrue();

        faults().clear();
        await("the copy answers again", () -> operationsOfOneRead() == 0);
    }

    @Test
    void a_rebuilds_repair_of_a_copy_reaches_every_instances_copy() {
        one = new CosmosStorageUnderTest(server.account());
        other = new CosmosStorage(one.settings(), new StorageMeter(), DataModel.V3);
        PostSummary correct = Samples.post(ada, "first").summary();
        PostSummary damaged = new PostSummary(correct.postId(), correct.userId(), correct.userUsername(), new Title("damaged"),
                correct.content(), correct.commentCount(), correct.likeCount(), correct.creationDate(), correct.revision());
        one.ports().feed().put(damaged);
        other.ports().feed().latest(10);
        await("the other instance's copy has the damaged one", () -> other.ports().feed().latest(10).contains(damaged));

        one.ports().feed().restore(correct);
        await("the repair reaches the other instance's copy", () -> other.ports().feed().latest(10).contains(correct));
    }

    @Test
    void a_hung_pull_is_given_up_and_the_next_one_catches_up() {
        one = new CosmosStorageUnderTest(server.account());
        other = new CosmosStorage(one.settings(), new StorageMeter(), DataModel.V3);
        one.ports().feed().put(Samples.post(ada, "first").summary());
        one.ports().feed().latest(10);
        await("the copy answers", () -> operationsOfOneRead() == 0);

        TestBudget latency = server.budget();
        latency.set("{\"enabled\": false, \"latencyMs\": 60000}");
        sleep(Duration.ofSeconds(2));
        latency.clear();
        PostSummary second = Samples.post(ada, "second").summary();
        other.ports().feed().put(second);
        await("the copy pulls again", () -> operationsOfOneRead() == 0 && one.ports().feed().latest(10).contains(second));
    }

    @Test
    void how_far_behind_the_copy_may_be_is_a_gauge() {
        one = new CosmosStorageUnderTest(server.account());
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        other = new CosmosStorage(one.settings(), new StorageMeter(), registry, new ReadYourWrites(), DataModel.V3);
        other.ports().feed().latest(10);
        await("the copy answers", () -> staleness(registry) > 0 && staleness(registry) < 1);

        faults().set("[{\"operation\":\"changefeed\",\"container\":\"feed\",\"fault\":503}]");
        await("the copy falls behind while pulls fail", () -> staleness(registry) >= 2);
        faults().clear();
        await("and catches up when they succeed", () -> staleness(registry) < 1);
    }

    private static double staleness(SimpleMeterRegistry registry) {
        return registry.get("blog.feed.copy.staleness").gauge().value();
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private long operationsOfOneRead() {
        return one.meter().measure(() -> one.ports().feed().latest(10)).cost().operations();
    }

    private static TestFaults faults() {
        return server.faults();
    }

    private static void await(String what, BooleanSupplier done) {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!done.getAsBoolean()) {
            assertThat(System.nanoTime()).as(what).isLessThan(deadline);
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }
}
