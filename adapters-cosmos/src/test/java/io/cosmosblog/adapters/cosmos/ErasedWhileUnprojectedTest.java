package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A user renamed and then erased before the change feed read the rename: the feed shows no deleted
 * item, so that rename is never delivered, and the views have caught up all the same. Until a
 * delete settled what the item still owed, awaitCaughtUp waited for such a rename for minutes
 * (seen as a rename racing its account's erasure).
 */
class ErasedWhileUnprojectedTest {

    private static final Duration CATCH_UP = Duration.ofSeconds(30);

    private final CosmosStorageUnderTest storage = new CosmosStorageUnderTest(DataModel.V3);

    @AfterEach
    void close() {
        storage.close();
    }

    @Test
    void a_rename_the_change_feed_never_saw_before_its_user_was_erased_is_not_waited_for() {
        var ports = storage.ports();
        User ada = Samples.user("ada");
        ports.users().add(ada);
        ports.users().replace(ada, ada.renamedTo(new Username("Ada L.")));
        assertThat(ports.users().remove(ada.id())).isTrue();

        // started only now, so the change feed reads the container after the delete
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));

        assertThat(ports.projectionDelivery().awaitCaughtUp(CATCH_UP)).as("caught up").isTrue();
    }
}
