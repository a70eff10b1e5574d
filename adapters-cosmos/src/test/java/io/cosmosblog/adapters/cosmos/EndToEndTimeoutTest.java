package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosException;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * A store operation slower than the request timeout is cut by the SDK's end-to-end latency policy
 * (408, sub-status 20008: the SDK cancelled it, its retries included), not by a timer of ours
 * around it, and is still answered "busy, come back" ({@link StorageBusyException}, so 503 with
 * Retry-After): a point read, a write, a transactional batch and a query.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(7) // among the longest: started first
class EndToEndTimeoutTest {

    private static final int CANCELLED_BY_END_TO_END_POLICY = 20_008;

    /** The latency is set on a server of this test's own. */
    @RegisterExtension
    static final OwnTestServer server = new OwnTestServer();

    private CosmosStorageUnderTest service;

    @AfterEach
    void close() {
        server.budget().clear();
        if (service != null) {
            service.close();
        }
    }

    @Test
    void a_slow_operation_is_cancelled_by_the_sdk_and_answered_busy() {
        service = new CosmosStorageUnderTest(server.account(), server.account().freshDatabase()
                .withRequestTimeout(Duration.ofSeconds(1)), DataModel.V3);
        StoragePorts ports = service.ports();
        User ada = Samples.user("ada");
        ports.users().add(ada);
        Post post = Samples.post(ada, "first");
        ports.posts().add(post);

        server.budget().set("{\"enabled\": false, \"latencyMs\": 4000}");

        assertCancelledBySdk(() -> ports.users().find(ada.id()));
        assertCancelledBySdk(() -> ports.users().add(Samples.user("bob")));
        assertCancelledBySdk(() -> ports.comments().add(Samples.comment(post, ada, "a comment")));
        assertCancelledBySdk(() -> ports.comments().on(post.id(), PageRequest.first(10)));
    }

    private static void assertCancelledBySdk(ThrowingCallable operation) {
        StorageBusyException busy = catchThrowableOfType(operation, StorageBusyException.class);
        assertThat(busy).as("a slow operation is answered busy").isNotNull();
        assertThat(busy.getCause()).as("what cut it: %s", busy.getCause()).isInstanceOf(CosmosException.class);
        CosmosException cancelled = (CosmosException) busy.getCause();
        assertThat(cancelled.getStatusCode()).isEqualTo(408);
        assertThat(cancelled.getSubStatusCode()).isEqualTo(CANCELLED_BY_END_TO_END_POLICY);
    }
}
