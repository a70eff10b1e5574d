package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.capacity.DiskSpace;
import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageCost;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What each model costs the store per request, as the bench reports it: operations and
 * partitions. Three authors write three posts each, on posts spread over 4 physical partitions.
 */
class ModelCostTest {

    private static final int RANGES = 4;

    private final StorageMeter meter = new StorageMeter();
    private final List<User> authors = List.of(Samples.user("ada"), Samples.user("bob"), Samples.user("cy"));
    private final List<Post> posts = new ArrayList<>();

    @Test
    void v1_views_a_post_with_four_operations_in_two_partitions() {
        StoragePorts ports = blog(DataModel.V1, RANGES);
        Post post = posts.get(0);

        StorageCost cost = cost(() -> ports.posts().find(post.id()));

        assertThat(cost.operations()).isEqualTo(4);
        assertThat(cost.partitions()).as("the post's and its author's").isEqualTo(2);
    }

    @Test
    void v1_reads_a_page_of_reactions_and_each_distinct_author_on_it_once() {
        StoragePorts ports = blog(DataModel.V1, RANGES);
        Post post = posts.get(0);
        ports.comments().add(Samples.comment(post, authors.get(1), "again"));
        ports.comments().add(Samples.comment(post, authors.get(2), "me too"));

        assertThat(cost(() -> ports.comments().on(post.id(), PageRequest.first(10))))
                .as("the page, then 2 distinct authors of 3 comments")
                .extracting(StorageCost::operations, StorageCost::partitions).containsExactly(3, 3);
        assertThat(cost(() -> ports.likes().on(post.id(), PageRequest.first(10))))
                .extracting(StorageCost::operations, StorageCost::partitions).containsExactly(2, 2);
    }

    @Test
    void v2_lists_a_users_posts_and_the_feed_by_reading_every_range_once() {
        StoragePorts ports = blog(DataModel.V2, RANGES);

        assertThat(cost(() -> ports.userPosts().postsOf(authors.get(0).id(), PageRequest.first(10))))
                .extracting(StorageCost::operations, StorageCost::partitions).containsExactly(RANGES, RANGES);
        assertThat(cost(() -> ports.feed().latest(10)))
                .extracting(StorageCost::operations, StorageCost::partitions).containsExactly(RANGES, RANGES);
    }

    @Test
    void v2_fan_outs_grow_with_the_ranges() {
        StoragePorts ports = blog(DataModel.V2, 8);

        assertThat(cost(() -> ports.feed().latest(10)))
                .extracting(StorageCost::operations, StorageCost::partitions).containsExactly(8, 8);
    }

    @Test
    void v1_lists_read_every_range_then_count_each_post_and_read_each_author_once() {
        StoragePorts ports = blog(DataModel.V1, RANGES);

        // 4 ranges; per post 2 counts in its partition; 1 author.
        assertThat(cost(() -> ports.userPosts().postsOf(authors.get(0).id(), PageRequest.first(10))))
                .extracting(StorageCost::operations, StorageCost::partitions).containsExactly(RANGES + 3 * 2 + 1, RANGES + 3 + 1);
        // 4 ranges; 9 posts, 2 counts each; 3 authors.
        assertThat(cost(() -> ports.feed().latest(10)))
                .extracting(StorageCost::operations, StorageCost::partitions).containsExactly(RANGES + 9 * 2 + 3, RANGES + 9 + 3);
    }

    @Test
    void v2_reads_a_post_its_comments_and_its_likes_at_v3s_cost() {
        List<StorageCost> v2 = readsOfOnePost(blog(DataModel.V2, RANGES));
        posts.clear();
        List<StorageCost> v3 = readsOfOnePost(blog(DataModel.V3, RANGES));

        assertThat(v2).extracting(StorageCost::operations).containsExactly(1, 1, 1)
                .isEqualTo(v3.stream().map(StorageCost::operations).toList());
        assertThat(v2).extracting(StorageCost::partitions).containsExactly(1, 1, 1)
                .isEqualTo(v3.stream().map(StorageCost::partitions).toList());
    }

    @Test
    void v3_lists_a_users_posts_and_the_feed_with_one_operation_in_one_partition() {
        StoragePorts ports = blog(DataModel.V3, RANGES);
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
        try {
            assertThat(ports.projectionDelivery().awaitCaughtUp(Duration.ofSeconds(10))).isTrue();

            assertThat(cost(() -> ports.userPosts().postsOf(authors.get(0).id(), PageRequest.first(10))))
                    .extracting(StorageCost::operations, StorageCost::partitions).containsExactly(1, 1);
            assertThat(cost(() -> ports.feed().latest(10)))
                    .extracting(StorageCost::operations, StorageCost::partitions).containsExactly(1, 1);
            assertThat(ports.feed().latest(10)).hasSize(9);
        } finally {
            ports.projectionDelivery().stop(Duration.ofSeconds(5));
        }
    }

    private List<StorageCost> readsOfOnePost(StoragePorts ports) {
        Post post = posts.get(0);
        return List.of(
                cost(() -> ports.posts().find(post.id())),
                cost(() -> ports.comments().on(post.id(), PageRequest.first(10))),
                cost(() -> ports.likes().on(post.id(), PageRequest.first(10))));
    }

    /** The three authors, three posts each, every post commented and liked by the next author. */
    private StoragePorts blog(DataModel model, int ranges) {
        StoragePorts ports = new InMemoryStorage(meter, model, ranges,
                new HighWaterMark(Heap.ofThisJvm(), DiskSpace.NONE, HeapAndDiskMarks.DEFAULT)).ports();
        authors.forEach(ports.users()::add);
        for (int round = 0; round < 3; round++) {
            for (int a = 0; a < authors.size(); a++) {
                Post post = Samples.post(authors.get(a), "post " + round + a);
                ports.posts().add(post);
                User next = authors.get((a + 1) % authors.size());
                ports.comments().add(Samples.comment(post, next, "nice"));
                ports.likes().add(Samples.like(post, next));
                posts.add(post);
            }
        }
        return ports;
    }

    private StorageCost cost(Supplier<?> request) {
        return meter.measure(request::get).cost();
    }
}
