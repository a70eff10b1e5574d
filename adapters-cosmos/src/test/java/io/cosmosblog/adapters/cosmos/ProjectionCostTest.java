package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What projecting a change costs the store: one operation per view, and nothing in the feed for
 * a post too old to be in it.
 */
class ProjectionCostTest {

    private static final Duration CATCH_UP = Duration.ofSeconds(30);

    private final CosmosStorageUnderTest storage = new CosmosStorageUnderTest();
    private final User ada = Samples.user("ada");

    @AfterEach
    void close() {
        storage.close();
    }

    @Test
    void a_new_post_costs_one_write_per_view_and_a_comment_on_an_old_post_costs_the_feed_nothing() {
        var ports = storage.ports();
        ports.projectionDelivery().start(new Projections(ports.authorNames(), ports.userPosts(), ports.feed()));
        Post old = Samples.post(ada, "old");
        ports.posts().add(old);
        for (int i = 0; i < 100; i++) {
            ports.posts().add(Samples.post(ada, "newer " + i));
        }
        caughtUp();
        assertThat(ports.feed().latest(100)).hasSize(100).noneMatch(summary -> summary.postId().equals(old.id()));

        long beforeNewPost = backgroundOperations();
        ports.posts().add(Samples.post(ada, "newest"));
        caughtUp();
        long newPost = backgroundOperations() - beforeNewPost;

        long beforeOldComment = backgroundOperations();
        ports.comments().add(Samples.comment(old, ada, "late to the party"));
        caughtUp();
        long oldComment = backgroundOperations() - beforeOldComment;

        assertThat(newPost).as("a new post: one create per view").isEqualTo(2);
        assertThat(oldComment).as("a comment on an old post: the author's copy only").isEqualTo(1);
    }

    private long backgroundOperations() {
        return storage.meter().backgroundTotal().operations();
    }

    private void caughtUp() {
        assertThat(storage.ports().projectionDelivery().awaitCaughtUp(CATCH_UP)).isTrue();
    }
}
