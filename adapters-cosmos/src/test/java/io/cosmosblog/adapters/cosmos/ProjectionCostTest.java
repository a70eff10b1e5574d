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
 * What projecting a change costs the store: one operation per view, nothing in the feed for a
 * post too old to be in it, and one point read of the user per author in a batch (the check that
 * no rename passed the post while it was being written).
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
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
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

        assertThat(newPost).as("a new post: one create per view, and its author's name checked").isEqualTo(3);
        assertThat(oldComment).as("a comment on an old post: the author's copy, and the name checked once").isEqualTo(2);
    }

    /**
     * The bound must not depend on a reader having asked for exactly 100 items: the front page
     * reads 50, and a restarted instance has read nothing. The first change to a post that is not
     * new asks the store for the bound once (one query); later ones know it.
     */
    @Test
    void a_comment_on_an_old_post_costs_the_feed_nothing_without_a_full_read_of_the_feed() {
        var ports = storage.ports();
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
        Post old = Samples.post(ada, "old");
        ports.posts().add(old);
        for (int i = 0; i < 100; i++) {
            ports.posts().add(Samples.post(ada, "newer " + i));
        }
        caughtUp();
        assertThat(ports.feed().latest(50)).hasSize(50);

        long first = commentCost(old, "first");
        long second = commentCost(old, "second");
        long third = commentCost(old, "third");

        assertThat(first).as("the author's copy, the name checked, and the bound asked once").isEqualTo(3);
        assertThat(second).as("the author's copy and the name checked").isEqualTo(2);
        assertThat(third).as("the author's copy and the name checked").isEqualTo(2);
    }

    private long commentCost(Post post, String text) {
        long before = backgroundOperations();
        storage.ports().comments().add(Samples.comment(post, ada, text));
        caughtUp();
        return backgroundOperations() - before;
    }

    private long backgroundOperations() {
        return storage.meter().backgroundTotal().operations();
    }

    private void caughtUp() {
        assertThat(storage.ports().projectionDelivery().awaitCaughtUp(CATCH_UP)).isTrue();
    }
}
