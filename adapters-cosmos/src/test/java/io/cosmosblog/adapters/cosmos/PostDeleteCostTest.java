package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.adapters.cosmos.items.Tombstones;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.users.DeleteAccount;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What deleting costs: a post with its comments and likes (the tombstone, then the sweep, a
 * transactional batch per hundred), and in V3 what the projections then do; and an erasure. The
 * operations are asserted; the RU the local server models are printed for docs/DESIGN.md. Every
 * model on one physical partition, so that a query across partitions is one operation.
 */
class PostDeleteCostTest {

    private static final Duration CATCH_UP = Duration.ofSeconds(30);
    private final User ada = Samples.user("ada");

    @Test
    void a_deleted_post_leaves_only_its_tombstone_with_nothing_written_on_it() {
        try (CosmosStorageUnderTest storage = new CosmosStorageUnderTest()) {
            Inspect inspect = new Inspect(TestAccount.shared(), storage.settings());
            Post post = withReactions(storage.ports(), "regretted", 3);

            DeletedPost deleted = storage.ports().posts().remove(post.id()).orElseThrow();

            assertThat(inspect.partition("posts", post.id().value())).singleElement().satisfies(tombstone -> {
                assertThat(tombstone.get("deleted").asBoolean()).isTrue();
                assertThat(tombstone.get("ttl").asInt()).isEqualTo(Tombstones.TTL_SECONDS);
                assertThat(tombstone.get("revision").asLong()).isEqualTo(deleted.revision());
                assertThat(tombstone.has("title") || tombstone.has("content") || tombstone.has("userUsername")).isFalse();
            });
        }
    }

    @Test
    void a_v1_post_leaves_nothing_at_all() {
        try (CosmosStorageUnderTest storage = new CosmosStorageUnderTest(TestAccount.shared(), DataModel.V1)) {
            Inspect inspect = new Inspect(TestAccount.shared(), storage.settings());
            storage.ports().users().add(ada);
            Post post = withReactions(storage.ports(), "regretted", 3);

            assertThat(storage.ports().posts().remove(post.id())).isPresent();

            assertThat(inspect.partition("v1-posts", post.id().value())).isEmpty();
        }
    }

    /** The tombstone's read and replace, then per hundred reactions a listing and a batch, and the listing that finds none. */
    @Test
    void a_post_delete_costs_two_operations_and_two_per_hundred_comments_and_likes() {
        for (DataModel model : DataModel.values()) {
            try (CosmosStorageUnderTest storage = new CosmosStorageUnderTest(TestAccount.shared(), model)) {
                StoragePorts ports = storage.ports();
                ports.users().add(ada);
                for (int reactions : new int[] {0, 10, 150}) {
                    Post post = withReactions(ports, "post with " + reactions, reactions);
                    var removed = storage.meter().measure(() -> ports.posts().remove(post.id()));
                    assertThat(removed.result()).isPresent();
                    int hundreds = (reactions + 99) / 100;
                    // V1 reads the post completed (its two counts and its author), and deletes the tombstone and sweeps once more.
                    int expected = model == DataModel.V1 ? 3 + 2 * hundreds + 3 + 2 : 3 + 2 * hundreds;
                    assertThat(removed.cost().operations()).as(model + ", " + reactions + " reactions").isEqualTo(expected);
                    System.out.printf("%s post delete with %d comments and likes: %d operations, %.2f RU (modelled by the local server)%n",
                            model, reactions, removed.cost().operations(), removed.cost().requestCharge());
                }
            }
        }
    }

    @Test
    void the_projections_of_a_delete_drop_both_copies_and_refill_the_feed() {
        try (CosmosStorageUnderTest storage = new CosmosStorageUnderTest()) {
            StoragePorts ports = storage.ports();
            ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
            List<Post> posts = new ArrayList<>();
            for (int i = 0; i < 101; i++) {
                posts.add(withReactions(ports, "post " + i, 0));
            }
            caughtUp(storage);
            long before = storage.meter().backgroundTotal().operations();
            double beforeCharge = storage.meter().backgroundTotal().requestCharge();

            ports.posts().remove(posts.get(100).id());
            caughtUp(storage);

            long operations = storage.meter().backgroundTotal().operations() - before;
            double charge = storage.meter().backgroundTotal().requestCharge() - beforeCharge;
            assertThat(ports.feed().latest(100)).hasSize(100).anyMatch(summary -> summary.postId().equals(posts.get(0).id()));
            // The sweep's listing, the author's copy, the feed's copy, the feed read, the older posts'
            // query, and the one post moving up (its first revision: a create).
            assertThat(operations).isEqualTo(6);
            System.out.printf("V3 projections of a post delete, one post moving up into the feed: %d operations, %.2f RU "
                    + "(modelled by the local server)%n", operations, charge);
        }
    }

    @Test
    void an_erasure_costs_its_posts_deletes_and_one_batch_per_comment_or_like() {
        for (DataModel model : DataModel.values()) {
            try (CosmosStorageUnderTest storage = new CosmosStorageUnderTest(TestAccount.shared(), model)) {
                StoragePorts ports = storage.ports();
                User bob = Samples.user("bob");
                ports.users().add(ada);
                ports.users().add(bob);
                withReactions(ports, ada, "ada's first", 5);
                withReactions(ports, ada, "ada's second", 5);
                Post bobs = withReactions(ports, bob, "bob's", 0);
                for (int i = 0; i < 3; i++) {
                    ports.comments().add(Samples.comment(bobs, ada, "from ada " + i));
                }
                ports.likes().add(Samples.like(bobs, ada));
                EraseUserContent erasure = new EraseUserContent(ports.posts(), ports.comments(), ports.likes());

                var erased = storage.meter().measure(() -> new DeleteAccount(ports.users(), erasure, Revocations.unchecked()).delete(ada, ada.id()));

                assertThat(erased.result()).isEqualTo(new EraseUserContent.Erased(2, 3, 1));
                assertThat(ports.posts().find(bobs.id()).orElseThrow().commentCount()).isZero();
                System.out.printf("%s erasure of 2 posts (5 comments each), 3 comments and 1 like elsewhere: %d operations, %.2f RU "
                        + "(modelled by the local server)%n", model, erased.cost().operations(), erased.cost().requestCharge());
            }
        }
    }

    /** A post of ada's with {@code count} comments by ada, stored a batch per hundred. */
    private Post withReactions(StoragePorts ports, String title, int count) {
        return withReactions(ports, ada, title, count);
    }

    private Post withReactions(StoragePorts ports, User author, String title, int count) {
        Post post = Samples.post(author, title);
        ports.posts().add(post);
        List<Comment> comments = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            comments.add(Samples.comment(post, ada, "comment " + i));
        }
        assertThat(ports.comments().addAll(post.id(), comments)).isEqualTo(count);
        return post;
    }

    private static void caughtUp(CosmosStorageUnderTest storage) {
        assertThat(storage.ports().projectionDelivery().awaitCaughtUp(CATCH_UP)).isTrue();
    }
}
