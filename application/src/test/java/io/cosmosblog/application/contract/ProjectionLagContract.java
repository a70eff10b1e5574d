package io.cosmosblog.application.contract;

import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.ProjectionLag;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** The lag a processor reports grows while its projections are held up, and returns to zero once they catch up. */
public abstract class ProjectionLagContract extends ContractTest {

    private static final Duration CATCH_UP = Duration.ofSeconds(30);

    private final User author = Samples.user("author");
    private final CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void stopBlog() {
        release.countDown();
        stopProjections(Duration.ofSeconds(10));
    }

    @Test
    void pending_changes_show_while_projections_are_held_up_and_go_back_to_zero() throws Exception {
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), heldUp(ports.feed())));
        for (int i = 0; i < 6; i++) {
            ports.posts().add(Samples.post(author, "post " + i));
        }

        long deadline = System.nanoTime() + CATCH_UP.toNanos();
        ProjectionLag posts = lagOfPosts();
        while (posts.pendingChanges() < 1 && System.nanoTime() < deadline) {
            TimeUnit.MILLISECONDS.sleep(50);
            posts = lagOfPosts();
        }
        assertThat(posts.pendingChanges()).as("pending while held up").isPositive();
        assertThat(posts.oldestWaiting()).as("the oldest has waited").isPositive();

        release.countDown();

        assertThat(ports.projectionDelivery().awaitCaughtUp(CATCH_UP)).isTrue();
        assertThat(ports.projectionDelivery().lag())
                .extracting(ProjectionLag::processor).contains("users", "posts");
        assertThat(ports.projectionDelivery().lag())
                .allSatisfy(lag -> {
                    assertThat(lag.pendingChanges()).isZero();
                    assertThat(lag.oldestWaiting()).isZero();
                });
    }

    private ProjectionLag lagOfPosts() {
        List<ProjectionLag> lags = ports.projectionDelivery().lag();
        return lags.stream().filter(lag -> lag.processor().equals("posts")).findFirst().orElseThrow();
    }

    private FeedView heldUp(FeedView feed) {
        return new FeedView() {
            @Override
            public List<PostSummary> latest(int limit) {
                return feed.latest(limit);
            }

            @Override
            public void put(PostSummary summary) {
                try {
                    release.await(CATCH_UP.toMillis(), TimeUnit.MILLISECONDS);
                } catch (InterruptedException stopping) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("stopping", stopping);
                }
                feed.put(summary);
            }

            @Override
            public void restore(PostSummary summary) {
                feed.restore(summary);
            }

            @Override
            public void remove(DeletedPost post) {
                feed.remove(post);
            }
        };
    }
}
