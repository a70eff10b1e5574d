package io.cosmosblog.adapters.cosmos.changefeed;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosAsyncDatabase;
import com.azure.cosmos.models.CosmosContainerProperties;
import io.cosmosblog.adapters.cosmos.TestAccount;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.EntityWrites;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A rename answered just before its user's erasure deleted the item, its answer taken note of only
 * after the delete was (the renaming thread was slow to run on): the change feed shows no deletes,
 * so nothing will ever deliver that rename, and nothing is owed. Until a write sent before its
 * item's delete was settled by it, awaitCaughtUp waited five minutes for the rename (seen as a
 * rename racing its account's erasure, then any wait for the views).
 */
class RenameReportedAfterErasureTest {

    private static final long WAIT_SECONDS = 10;

    private final TestAccount account = TestAccount.shared();
    private final String database = account.freshDatabase().database();
    private final PendingWrites pending = new PendingWrites();
    private final CountDownLatch renameAnswered = new CountDownLatch(1);
    private final CountDownLatch deleteNoted = new CountDownLatch(1);
    private ContainerGateway users;

    @BeforeEach
    void container() {
        account.admin().createDatabaseIfNotExists(database).block();
        CosmosAsyncDatabase db = account.admin().getDatabase(database);
        db.createContainer(new CosmosContainerProperties("users", "/userId")).block();
        CosmosAsyncContainer container = db.getContainer("users");
        users = ContainerGateway.watched(container, Duration.ofSeconds(WAIT_SECONDS), new StorageMeter(), EntityItems.USERS.type(),
                new SlowToNoteRenames());
    }

    @AfterEach
    void drop() {
        account.drop(database);
    }

    @Test
    void a_rename_noted_after_its_users_delete_is_not_waited_for() throws Exception {
        User ada = Samples.user("ada");
        String key = ada.id().value();
        users.create(key, EntityItems.USERS.item(ada));
        User renamed = ada.renamedTo(new Username("Ada L."));

        CompletableFuture<Void> rename = CompletableFuture.runAsync(() -> users.replace(key, EntityItems.USERS.item(renamed), Optional.empty()));
        assertThat(renameAnswered.await(WAIT_SECONDS, TimeUnit.SECONDS)).as("the rename answered").isTrue();
        assertThat(users.delete(key, key)).as("the user deleted").isTrue();
        rename.get(WAIT_SECONDS, TimeUnit.SECONDS);

        assertThat(pending.isEmpty()).as("nothing owed for an item that is gone").isTrue();
    }

    /** Takes note of the rename only once the delete was noted, as a thread descheduled between the two would. */
    private final class SlowToNoteRenames implements EntityWrites {

        @Override
        public void written(String partition, long revision, long sentNanos) {
            if (revision == 1) {
                pending.written(partition, revision, sentNanos);
                pending.projected(partition, revision); // the change feed delivered the sign-up
                return;
            }
            renameAnswered.countDown();
            await(deleteNoted);
            pending.written(partition, revision, sentNanos);
        }

        @Override
        public void deleted(String partition) {
            pending.deleted(partition);
            deleteNoted.countDown();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
