package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.adapters.cosmos.v3.mirror.MirroredFeedView;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.storage.metering.StorageMeter;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each instance's copy of the feed ({@link MirroredFeedView}): once warm it answers with no store
 * operation; it sees what another instance writes; when it cannot pull the feed's changes, reads go
 * to the store until it can again.
 */
class FeedCopyTest {

    private static TestAccount server;
    private CosmosStorageUnderTest one;
    private CosmosStorage other;
    private final User ada = Samples.user("ada");

    @BeforeAll
    static void startServer() {
        // Faults are injected on a server of this test's own.
        Assumptions.assumeTrue(System.getenv("COSMOS_ENDPOINT") == null, "needs the local test server");
        server = TestAccount.localServer();
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    @AfterEach
    void close() {
        if (other != null) {
            other.close();
        }
        if (one != null) {
            one.close();
        }
        faults().clear();
    }

    @Test
    void a_warm_copy_answers_with_no_store_operation_and_sees_another_instances_writes() {
        one = new CosmosStorageUnderTest(server);
        other = new CosmosStorage(one.settings(), new StorageMeter());
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
    void a_copy_that_cannot_pull_hands_reads_back_to_the_store_and_takes_them_again_when_it_can() {
        one = new CosmosStorageUnderTest(server);
        one.ports().feed().put(Samples.post(ada, "first").summary());
        one.ports().feed().latest(10);
        await("the copy answers", () -> operationsOfOneRead() == 0);

        faults().set("[{\"operation\":\"changefeed\",\"container\":\"feed\",\"fault\":503}]");
        await("reads go back to the store", () -> operationsOfOneRead() == 1);
        faults().clear();
        await("the copy answers again", () -> operationsOfOneRead() == 0);
    }

    private long operationsOfOneRead() {
        return one.meter().measure(() -> one.ports().feed().latest(10)).cost().operations();
    }

    private static TestFaults faults() {
        return new TestFaults(server.endpoint());
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
