package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A rename on a hot post, whose likes and comments keep writing it, is never parked for losing
 * races: on the service a script's conditional write loses to such writers (here: every script
 * execution in the posts loses), where a patch conditioned on the copy's name revision cannot.
 */
class RenameRaceTest {

    private static final Duration CATCH_UP = Duration.ofSeconds(60);

    /** Faults and budgets are set on a server of this test's own. */
    @RegisterExtension
    static final OwnTestServer server = new OwnTestServer();
    private CosmosStorageUnderTest storage;

    @AfterEach
    void close() {
        storage.close();
    }

    @Test
    void a_rename_whose_scripts_would_lose_every_race_is_projected_not_parked() {
        storage = new CosmosStorageUnderTest(server.account());
        var ports = storage.ports();
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
        User ada = Samples.user("ada");
        User bob = Samples.user("bob");
        ports.users().add(ada);
        ports.users().add(bob);
        Post post = Samples.post(ada, "hot");
        ports.posts().add(post);
        ports.comments().add(Samples.comment(post, ada, "mine"));
        ports.likes().add(Samples.like(post, bob));
        assertThat(ports.projectionDelivery().awaitCaughtUp(CATCH_UP)).isTrue();

        server.faults().set("[{\"operation\":\"storedprocedure\",\"container\":\"posts\",\"fault\":412}]");
        ports.users().replace(ada, ada.renamedTo(new Username("Ada L.")));
        assertThat(ports.projectionDelivery().awaitCaughtUp(CATCH_UP)).isTrue();

        assertThat(ports.projectionDelivery().parkedSinceStart()).as("renames parked").isZero();
        assertThat(ports.posts().find(post.id()).orElseThrow().userUsername()).isEqualTo(new Username("Ada L."));
    }
}
