package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.ChangeProjection;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A stopping instance drains its own leases, not the cluster's: changes waiting on another
 * instance's lease (here: a projection held up there) do not hold up its stop.
 */
class StopDrainsOwnLeasesTest {

    /** Faults and budgets are set on a server of this test's own. */
    @RegisterExtension
    static final OwnTestServer server = new OwnTestServer();

    @Test
    void a_stop_does_not_wait_for_changes_on_another_instances_lease() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try (CosmosStorageUnderTest holder = new CosmosStorageUnderTest(server.account())) {
            StoragePorts held = holder.ports();
            User ada = Samples.user("ada");
            held.users().add(ada);
            Projections projections = new Projections(held.users(), held.authorNames(), held.userPosts(), held.feed());
            held.projectionDelivery().start(new ChangeProjection() {
                @Override
                public void userChanged(User user) {
                    projections.userChanged(user);
                }

                @Override
                public void postChanged(Post post) {
                    await(release);
                    projections.postChanged(post);
                }

                @Override
                public void postRemoved(DeletedPost post) {
                    projections.postRemoved(post);
                }

                @Override
                public void nameCopied(UserId user, long userRevision) {
                    projections.nameCopied(user, userRevision);
                }
            });
            assertThat(held.projectionDelivery().awaitCaughtUp(Duration.ofSeconds(30))).isTrue();

            // The first instance holds both leases (one each processor); a second one takes none of them.
            try (CosmosStorage second = new CosmosStorage(holder.settings().withHostName("second-" + System.nanoTime()),
                    new StorageMeter(), DataModel.V3)) {
                StoragePorts ports = second.ports();
                ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
                held.posts().add(Samples.post(ada, "held up"));

                Thread stop = new Thread(() -> ports.projectionDelivery().stop(Duration.ofSeconds(60)));
                stop.start();
                stop.join(TimeUnit.SECONDS.toMillis(15));
                boolean stopped = !stop.isAlive();
                release.countDown();
                stop.join();
                assertThat(stopped).as("the second instance stopped while the first's lease still had a change").isTrue();
            } finally {
                release.countDown();
            }
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
