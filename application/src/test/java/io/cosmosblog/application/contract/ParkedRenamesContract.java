package io.cosmosblog.application.contract;

import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.projection.ReplayParkedChanges;
import io.cosmosblog.application.port.AuthorNameCopies;
import io.cosmosblog.application.port.ChangedEntity;
import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A rename whose projection keeps failing is parked while the changes after it flow on, and
 * replayed once it can succeed: for every model that projects renames (V2, which projects
 * nothing else, and V3). V1 copies no names, so it has nothing to park.
 */
public abstract class ParkedRenamesContract extends ContractTest {

    private final AtomicBoolean poisonFails = new AtomicBoolean(true);

    @AfterEach
    void stopBlog() {
        stopProjections(Duration.ofSeconds(10));
    }

    @Test
    void a_rename_that_always_fails_is_parked_later_ones_are_projected_and_a_replay_finishes_it() {
        AuthorNameCopies names = ports.authorNames();
        AuthorNameCopies refusingPoison = user -> {
            if (poisonFails.get() && user.username().value().equals("poison")) {
                throw new IllegalStateException("the names refuse poison");
            }
            names.rewrite(user);
        };
        Projections projections = new Projections(ports.users(), refusingPoison, ports.userPosts(), ports.feed());
        ports.projectionDelivery().start(projections);
        User ada = Samples.user("ada");
        User bob = Samples.user("bob");
        ports.users().add(ada);
        ports.users().add(bob);
        Post adas = Samples.post(ada, "Ada's");
        Post bobs = Samples.post(bob, "Bob's");
        ports.posts().add(adas);
        ports.posts().add(bobs);
        // The posts' name checks done first: after the poisoned rename, they would run it again and park too.
        assertThat(ports.projectionDelivery().awaitCaughtUp(Duration.ofSeconds(30))).isTrue();

        ports.users().replace(ada, ada.renamedTo(new Username("poison")));
        ports.users().replace(bob, bob.renamedTo(new Username("Bob B.")));

        assertThat(ports.projectionDelivery().awaitCaughtUp(Duration.ofSeconds(30))).isTrue();
        assertThat(ports.parkedChanges().all()).extracting(ParkedChange::change).containsExactly(ChangedEntity.ofUser(ada.id()));
        assertThat(ports.posts().find(bobs.id()).orElseThrow().userUsername().value()).isEqualTo("Bob B.");
        assertThat(ports.posts().find(adas.id()).orElseThrow().userUsername().value()).isEqualTo("ada");

        poisonFails.set(false);
        ReplayParkedChanges.Result result = new ReplayParkedChanges(ports.parkedChanges(), ports.users(), ports.posts(),
                projections, Clock.systemUTC()).replay();

        assertThat(result).isEqualTo(new ReplayParkedChanges.Result(1, 0));
        assertThat(ports.parkedChanges().all()).isEmpty();
        assertThat(ports.posts().find(adas.id()).orElseThrow().userUsername().value()).isEqualTo("poison");
    }
}
