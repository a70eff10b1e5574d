package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Only a rename starts a rename's fan-out (the query across every partition of the posts, then a
 * rewrite per partition): a once-renamed user's new token changes the user too, but no name.
 */
class RenameFanOutTest {

    private static final Duration CATCH_UP = Duration.ofSeconds(30);

    private final CosmosStorageUnderTest storage = new CosmosStorageUnderTest();

    @AfterEach
    void close() {
        storage.close();
    }

    @Test
    void a_once_renamed_users_new_token_costs_the_projections_nothing() {
        var ports = storage.ports();
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
        User ada = Samples.user("ada");
        ports.users().add(ada);
        ports.posts().add(Samples.post(ada, "first"));
        User renamed = ada.renamedTo(new Username("Ada L."));
        ports.users().replace(ada, renamed);
        caughtUp();
        long renameCost = backgroundOperations();

        long before = backgroundOperations();
        ports.users().replace(renamed, renamed.withToken(AccessToken.issueFor(ada.id()), Instant.now()));
        caughtUp();

        assertThat(renameCost).as("the rename itself was projected").isPositive();
        assertThat(backgroundOperations() - before).as("store operations of projecting a new token").isZero();
    }

    private long backgroundOperations() {
        return storage.meter().backgroundTotal().operations();
    }

    private void caughtUp() {
        assertThat(storage.ports().projectionDelivery().awaitCaughtUp(CATCH_UP)).isTrue();
    }
}
