package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A write whose token was checked, throttled for longer than half of the revocations' settle
 * (the SDK retrying), is answered busy and stored neither then nor once the throttling stops: a
 * revocation on another instance answered after that half may already have told the token's
 * owner that it no longer writes.
 */
class ThrottledPastTheRevocationTest {

    /** Faults are set on a server of this test's own. */
    @RegisterExtension
    static final OwnTestServer server = new OwnTestServer();

    private final User ann = Samples.user("ann");
    private CosmosStorageUnderTest storage;

    @AfterEach
    void close() {
        storage.close();
    }

    @Test
    void a_write_throttled_past_its_commit_deadline_is_answered_busy_and_never_stored() throws Exception {
        storage = new CosmosStorageUnderTest(server.account());
        StoragePorts ports = storage.ports();
        ports.users().add(ann);
        Revocations revocations = new Revocations(ports.users(), CosmosStorage.REVOCATION_SETTLE);
        Duration half = CosmosStorage.REVOCATION_SETTLE.dividedBy(2);
        Post late = Samples.post(ann, "throttled");
        server.faults().set("[{\"operation\":\"create\",\"container\":\"posts\",\"fault\":429,\"retryAfterMs\":200}]");

        Actor checked = Actor.authenticatedAt(ann, System.nanoTime());
        CompletableFuture<Void> write = CompletableFuture.runAsync(() -> revocations.commit(checked, () -> ports.posts().add(late)));
        try {
            write.get(half.plusMillis(500).toMillis(), TimeUnit.MILLISECONDS); // answered by then, or throttled past it
        } catch (ExecutionException | TimeoutException answeredOrStillThrottled) {
            // either way, the throttling stops now
        }
        server.faults().clear();

        assertThatThrownBy(() -> write.get(10, TimeUnit.SECONDS)).as("answered after the throttling stopped")
                .hasCauseInstanceOf(StorageBusyException.class);
        Post next = Samples.post(ann, "after the throttling");
        ports.posts().add(next); // the store takes writes again: whatever was in flight has been answered
        assertThat(ports.posts().find(late.id())).isEmpty();
        assertThat(ports.posts().find(next.id())).isPresent();
    }
}
