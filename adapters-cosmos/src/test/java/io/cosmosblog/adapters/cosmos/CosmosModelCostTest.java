package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageCost;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What each request costs in each data model, on posts spread over four physical partitions:
 * V1 looks up what V2 and V3 copy, and V1 and V2 query every physical partition for the lists
 * V3 keeps in one. The same writes go to all three stores, so their costs compare.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(6) // among the longest: started first
class CosmosModelCostTest {

    private static final int RANGES = 4;

    private static final User ADA = Samples.user("ada");
    private static final User BOB = Samples.user("bob");
    private static final List<Post> ADAS = new ArrayList<>();
    private static final List<Post> BOBS = new ArrayList<>();
    private static CosmosStorageUnderTest v1;
    private static CosmosStorageUnderTest v2;
    private static CosmosStorageUnderTest v3;

    @BeforeAll
    static void writeTheSameBlogInEachModel() {
        TestAccount account = TestAccount.fourRanges();
        v1 = new CosmosStorageUnderTest(account, DataModel.V1);
        v2 = new CosmosStorageUnderTest(account, DataModel.V2);
        v3 = new CosmosStorageUnderTest(account, DataModel.V3);
        for (int i = 0; i < 3; i++) {
            ADAS.add(Samples.post(ADA, "ada's " + i));
            BOBS.add(Samples.post(BOB, "bob's " + i));
        }
        List<Comment> comments = List.of(Samples.comment(ADAS.get(0), BOB, "nice"), Samples.comment(ADAS.get(0), ADA, "thanks"));
        Like like = Samples.like(ADAS.get(0), BOB);
        for (CosmosStorageUnderTest storage : List.of(v1, v2, v3)) {
            StoragePorts ports = storage.ports();
            ports.users().add(ADA);
            ports.users().add(BOB);
            ADAS.forEach(ports.posts()::add);
            BOBS.forEach(ports.posts()::add);
            comments.forEach(ports.comments()::add);
            ports.likes().add(like);
        }
    }

    @AfterAll
    static void close() {
        // Null where the test server could not start and the class was skipped.
        Stream.of(v1, v2, v3).filter(Objects::nonNull).forEach(BlogStorage::close);
    }

    @Test
    void taking_a_like_or_a_comment_back_is_one_operation_in_the_posts_partition_in_every_model() {
        for (CosmosStorageUnderTest storage : List.of(v1, v2, v3)) {
            StoragePorts ports = storage.ports();
            User fan = Samples.user("fan");
            ports.users().add(fan);
            Comment regretted = Samples.comment(BOBS.get(0), fan, "regretted");
            ports.likes().add(Samples.like(BOBS.get(0), fan));
            ports.comments().add(regretted);

            StorageCost unlike = cost(storage, () -> ports.likes().remove(BOBS.get(0).id(), Like.identityOf(fan.id())));
            StorageCost uncomment = cost(storage, () -> ports.comments().remove(BOBS.get(0).id(), regretted.identity()));

            assertThat(List.of(unlike, uncomment)).as("in %s", storage).allSatisfy(taken -> {
                assertThat(taken.operations()).isEqualTo(1);
                assertThat(taken.partitions()).isEqualTo(1);
            });
        }
    }

    @Test
    void v1_reads_a_post_with_four_operations_in_two_partitions() {
        StorageCost q2 = cost(v1, () -> v1.ports().posts().find(ADAS.get(0).id()).orElseThrow());

        assertThat(q2.operations()).as("the post, its comments counted, its likes counted, its author").isEqualTo(4);
        assertThat(q2.partitions()).as("the post's and the author's").isEqualTo(2);
        assertThat(v1.ports().posts().find(ADAS.get(0).id()).orElseThrow())
                .extracting(Post::userUsername, Post::commentCount, Post::likeCount)
                .containsExactly(ADA.username(), 2L, 1L);
    }

    @Test
    void v1_lists_a_posts_comments_with_one_read_per_distinct_author() {
        StorageCost q4 = cost(v1, () -> v1.ports().comments().on(ADAS.get(0).id(), PageRequest.first(10)));

        assertThat(q4.operations()).as("the page, then ada and bob").isEqualTo(3);
        assertThat(q4.partitions()).isEqualTo(3);
    }

    @Test
    void v1_and_v2_read_every_physical_partition_for_a_users_posts() {
        StorageCost v2Q3 = cost(v2, () -> v2.ports().userPosts().postsOf(ADA.id(), PageRequest.first(10)));
        StorageCost v1Q3 = cost(v1, () -> v1.ports().userPosts().postsOf(ADA.id(), PageRequest.first(10)));
        StorageCost v3Q3 = cost(v3, () -> v3.ports().userPosts().postsOf(ADA.id(), PageRequest.first(10)));

        assertThat(v2Q3.partitions()).as("every range, nothing else").isEqualTo(RANGES);
        assertThat(v2Q3.operations()).as("one per range").isEqualTo(RANGES);
        assertThat(v1Q3.partitions()).as("every range, each of her posts, and her").isEqualTo(RANGES + ADAS.size() + 1);
        assertThat(v1Q3.operations()).as("one per range, two counts per post and one author").isEqualTo(RANGES + 2 * ADAS.size() + 1);
        assertThat(v3Q3.operations()).as("V3: the copies beside her").isEqualTo(1);
    }

    @Test
    void v1_and_v2_read_every_physical_partition_for_the_feed() {
        StorageCost v2Q6 = cost(v2, () -> v2.ports().feed().latest(10));
        StorageCost v1Q6 = cost(v1, () -> v1.ports().feed().latest(10));

        assertThat(v2Q6.partitions()).as("every range, nothing else").isEqualTo(RANGES);
        assertThat(v2Q6.operations()).as("one per range").isEqualTo(RANGES);
        int posts = ADAS.size() + BOBS.size();
        assertThat(v1Q6.partitions()).as("every range, each post, both authors").isEqualTo(RANGES + posts + 2);
        assertThat(v1Q6.operations()).as("one per range, two counts per post, one read per author")
                .isEqualTo(RANGES + 2 * posts + 2);
        assertThat(v1.ports().feed().latest(10)).isEqualTo(v2.ports().feed().latest(10));
    }

    @Test
    void every_model_answers_the_same_and_v2_reads_a_post_and_its_comments_and_likes_as_v3_does() {
        Post post = ADAS.get(0);
        for (CosmosStorageUnderTest model : List.of(v2, v1)) {
            assertThat(model.ports().posts().find(post.id())).isEqualTo(v3.ports().posts().find(post.id()));
            assertThat(model.ports().comments().on(post.id(), PageRequest.first(10)))
                    .isEqualTo(v3.ports().comments().on(post.id(), PageRequest.first(10)));
        }

        assertSameOperations(() -> v2.ports().posts().find(post.id()), () -> v3.ports().posts().find(post.id()));
        assertSameOperations(() -> v2.ports().comments().on(post.id(), PageRequest.first(10)),
                () -> v3.ports().comments().on(post.id(), PageRequest.first(10)));
        assertSameOperations(() -> v2.ports().likes().on(post.id(), PageRequest.first(10)),
                () -> v3.ports().likes().on(post.id(), PageRequest.first(10)));
    }

    private static void assertSameOperations(Supplier<?> v2Read, Supplier<?> v3Read) {
        StorageCost inV2 = cost(v2, v2Read);
        StorageCost inV3 = cost(v3, v3Read);
        assertThat(inV2.operations()).isEqualTo(inV3.operations()).isEqualTo(1);
        assertThat(inV2.partitions()).isEqualTo(inV3.partitions()).isEqualTo(1);
    }

    private static StorageCost cost(CosmosStorageUnderTest storage, Supplier<?> read) {
        return storage.meter().measure(read::get).cost();
    }
}
