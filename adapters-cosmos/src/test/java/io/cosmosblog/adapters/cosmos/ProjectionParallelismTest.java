package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.ChangeProjection;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A batch of changed posts is projected in parallel across posts (one lease no longer projects
 * one change at a time), and each post's changes still in order.
 */
class ProjectionParallelismTest {

    // Every store operation takes 20 ms there, so projections that run together overlap.
    @RegisterExtension
    static final OwnTestServer server = new OwnTestServer("--latency-ms", "20");

    @Test
    void a_batch_projects_several_posts_at_once_and_every_post_reaches_the_feed() {
        try (CosmosStorageUnderTest storage = new CosmosStorageUnderTest(server.account())) {
            StoragePorts ports = storage.ports();
            User ada = Samples.user("ada");
            ports.users().add(ada);
            List<Post> posts = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                Post post = Samples.post(ada, "post " + i);
                ports.posts().add(post);
                posts.add(post);
            }
            Projections projections = new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed());
            AtomicInteger running = new AtomicInteger();
            AtomicInteger most = new AtomicInteger();
            ports.projectionDelivery().start(new ChangeProjection() {
                @Override
                public void userChanged(User user) {
                    projections.userChanged(user);
                }

                @Override
                public void postChanged(Post post) {
                    most.accumulateAndGet(running.incrementAndGet(), Math::max);
                    try {
                        projections.postChanged(post);
                    } finally {
                        running.decrementAndGet();
                    }
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
            assertThat(ports.projectionDelivery().awaitCaughtUp(Duration.ofSeconds(60))).isTrue();

            assertThat(most.get()).as("posts projected at the same time").isGreaterThan(1);
            assertThat(ports.feed().latest(100)).extracting(summary -> summary.postId())
                    .containsExactlyInAnyOrderElementsOf(posts.stream().map(Post::id).toList());
        }
    }
}
