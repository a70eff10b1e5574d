package io.cosmosblog.adapters.cosmos;

import static org.assertj.core.api.Assertions.assertThat;

import com.azure.cosmos.CosmosAsyncClient;
import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosClientBuilder;
import com.azure.cosmos.models.CosmosItemRequestOptions;
import com.azure.cosmos.models.PartitionKey;
import com.azure.cosmos.models.CosmosQueryRequestOptions;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.copy.CopyBlog;
import io.cosmosblog.application.copy.CopyResult;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.Reactions.Added;
import io.cosmosblog.application.port.Reactions.Removed;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageCost;
import io.cosmosblog.adapters.cosmos.v4.CosmosV4Model;
import io.cosmosblog.adapters.cosmos.v4.FeedShardPlan;
import io.cosmosblog.adapters.cosmos.v4.LikeShardPlan;
import io.cosmosblog.adapters.cosmos.v4.TurningHot;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.application.projection.Projections;
import java.time.Duration;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What the contracts cannot see of V4's hot posts: where the likes are stored, when a post turns
 * hot, and what reading a post costs. On a server of this class's own (it throttles), whose
 * single range all four shards share: fine for where items are, which is what is checked.
 */
class HotPostLikesTest {

    private static final int SHARDS = 4;

    @RegisterExtension
    static final OwnTestServer server = new OwnTestServer();

    private final List<CosmosStorageUnderTest> opened = new ArrayList<>();
    /** A client of the test's own to look at the items: the shared admin client's session is of other tests' databases. */
    private static CosmosAsyncClient looking;

    @AfterEach
    void close() {
        opened.forEach(CosmosStorageUnderTest::close);
        if (looking != null) {
            looking.close();
            looking = null;
        }
    }

    private CosmosStorageUnderTest open(TurningHot rule) {
        CosmosStorageUnderTest storage = new CosmosStorageUnderTest(server.account(),
                new CosmosV4Model(FeedShardPlan.ONE_PER_PARTITION, new LikeShardPlan(SHARDS, true, rule)));
        opened.add(storage);
        return storage;
    }

    @Test
    void a_post_turns_hot_when_a_like_is_throttled_and_its_next_likes_go_to_its_shards() {
        CosmosStorageUnderTest storage = open(TurningHot.WHEN_THROTTLED);
        Post post = postWithLikers(storage, 3);
        StoragePorts ports = storage.ports();
        User first = user(storage, "first");
        ports.likes().add(Samples.like(post, first));
        assertThat(postItem(storage, post).has("likeShards")).as("one like unthrottled: cold").isFalse();

        server.faults().set("[{\"operation\":\"batch\",\"container\":\"v4-posts\",\"count\":1,\"fault\":429,\"retryAfterMs\":10}]");
        assertThat(ports.likes().add(Samples.like(post, user(storage, "throttled")))).isEqualTo(Added.ADDED);
        server.faults().clear();

        assertThat(postItem(storage, post).get("likeShards")).as("hot after a throttled like").hasSize(SHARDS);
        assertThat(ports.likes().add(Samples.like(post, user(storage, "after")))).isEqualTo(Added.ADDED);
        assertThat(shardLikes(storage, post)).as("the like after it, in a shard").hasSize(1);
        assertThat(ports.posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(6);
        assertThat(ports.likes().on(post.id(), PageRequest.first(10)).items()).hasSize(6);
    }

    @Test
    void a_like_throttled_to_the_end_turns_its_post_hot_and_is_added_there_not_refused() {
        CosmosStorageUnderTest storage = open(TurningHot.WHEN_THROTTLED);
        Post post = postWithLikers(storage, 0);
        User fan = user(storage, "fan");

        // The first try and the SDK's nine retries: all throttled.
        server.faults().set("[{\"operation\":\"batch\",\"container\":\"v4-posts\",\"count\":10,\"fault\":429,\"retryAfterMs\":5}]");
        assertThat(storage.ports().likes().add(Samples.like(post, fan))).isEqualTo(Added.ADDED);
        server.faults().clear();

        assertThat(postItem(storage, post).get("likeShards")).hasSize(SHARDS);
        assertThat(shardLikes(storage, post)).extracting(like -> like.get("userId").asText()).containsExactly(fan.id().value());
        assertThat(storage.ports().posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(1);
    }

    @Test
    void a_user_liking_twice_at_once_on_a_hot_post_is_counted_once() throws Exception {
        CosmosStorageUnderTest storage = open(TurningHot.AT_FIRST_LIKE);
        Post post = postWithLikers(storage, 1);
        User fan = user(storage, "fan");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Callable<Added>> tries = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                tries.add(() -> storage.ports().likes().add(Samples.like(post, fan)));
            }
            List<Added> answers = new ArrayList<>();
            for (Future<Added> answer : pool.invokeAll(tries)) {
                answers.add(answer.get());
            }
            assertThat(answers).containsOnlyOnce(Added.ADDED).containsOnly(Added.ADDED, Added.ALREADY_THERE);
        } finally {
            pool.shutdownNow();
        }
        assertThat(storage.ports().posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(2);
        assertThat(shardLikes(storage, post)).hasSize(2);
    }

    @Test
    void a_like_made_cold_is_there_already_when_liked_again_hot_and_taken_back_from_where_it_is() {
        CosmosStorageUnderTest storage = open(TurningHot.WHEN_THROTTLED);
        Post post = postWithLikers(storage, 0);
        StoragePorts ports = storage.ports();
        User early = user(storage, "early");
        ports.likes().add(Samples.like(post, early));
        server.faults().set("[{\"operation\":\"batch\",\"container\":\"v4-posts\",\"count\":1,\"fault\":429,\"retryAfterMs\":10}]");
        ports.likes().add(Samples.like(post, user(storage, "throttled")));
        server.faults().clear();
        assertThat(postItem(storage, post).has("likeShards")).isTrue();

        assertThat(ports.likes().add(Samples.like(post, early))).isEqualTo(Added.ALREADY_THERE);
        assertThat(shardLikes(storage, post)).isEmpty();
        assertThat(ports.likes().find(post.id(), Like.identityOf(early.id()))).isPresent();
        assertThat(ports.posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(2);

        assertThat(ports.likes().remove(post.id(), Like.identityOf(early.id()))).isEqualTo(Removed.REMOVED);
        assertThat(ports.posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(1);
        assertThat(ports.likes().add(Samples.like(post, early))).as("given again, hot now").isEqualTo(Added.ADDED);
        assertThat(shardLikes(storage, post)).hasSize(1);
        assertThat(ports.likes().remove(post.id(), Like.identityOf(early.id()))).isEqualTo(Removed.REMOVED);
        assertThat(ports.likes().remove(post.id(), Like.identityOf(early.id()))).isEqualTo(Removed.NOT_THERE);
        assertThat(ports.posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(1);
    }

    @Test
    void the_views_show_a_hot_posts_likes_once_the_projections_caught_up() {
        CosmosStorageUnderTest storage = open(TurningHot.AT_FIRST_LIKE);
        StoragePorts ports = storage.ports();
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
        Post post = postWithLikers(storage, 5);
        assertThat(ports.projectionDelivery().awaitCaughtUp(Duration.ofSeconds(30))).isTrue();
        // No wait beyond awaitCaughtUp: the shards' counters are owed to the change feed as the post is.
        assertThat(ports.userPosts().postsOf(post.userId(), PageRequest.first(10)).items())
                .extracting(PostSummary::likeCount).containsExactly(5L);

        ports.likes().remove(post.id(), ports.likes().on(post.id(), PageRequest.first(1)).items().get(0).identity());
        assertThat(ports.projectionDelivery().awaitCaughtUp(Duration.ofSeconds(30))).isTrue();
        assertThat(ports.userPosts().postsOf(post.userId(), PageRequest.first(10)).items())
                .extracting(PostSummary::likeCount).containsExactly(4L);

        ports.posts().remove(post.id());
        assertThat(ports.projectionDelivery().awaitCaughtUp(Duration.ofSeconds(30))).isTrue();
        assertThat(ports.userPosts().postsOf(post.userId(), PageRequest.first(10)).items()).isEmpty();
    }

    @Test
    void deleting_a_hot_post_leaves_no_item_in_any_shard_and_its_tombstone_passes_the_whole_revision() {
        CosmosStorageUnderTest storage = open(TurningHot.AT_FIRST_LIKE);
        Post post = postWithLikers(storage, 12);
        Post whole = storage.ports().posts().find(post.id()).orElseThrow();
        assertThat(whole.likeCount()).isEqualTo(12);
        assertThat(shardItems(storage, post)).as("likes and counters").hasSize(12 + SHARDS);

        long deletedAt = storage.ports().posts().remove(post.id()).orElseThrow().revision();

        assertThat(deletedAt).isGreaterThan(whole.revision());
        assertThat(shardItems(storage, post)).isEmpty();
        assertThat(storage.ports().likes().add(Samples.like(post, user(storage, "late")))).isEqualTo(Added.NO_SUCH_POST);
        assertThat(shardItems(storage, post)).isEmpty();
    }

    @Test
    void reading_a_cold_post_is_one_point_read_and_a_hot_one_adds_one_per_shard() {
        CosmosStorageUnderTest cold = open(TurningHot.WHEN_THROTTLED);
        Post coldPost = postWithLikers(cold, 2);
        StorageCost q2 = cold.meter().measure(() -> cold.ports().posts().find(coldPost.id()).orElseThrow()).cost();
        assertThat(q2.operations()).isEqualTo(1);
        assertThat(q2.partitions()).isEqualTo(1);
        assertThat(q2.requestCharge()).isEqualTo(1.0);

        CosmosStorageUnderTest hot = open(TurningHot.AT_FIRST_LIKE);
        Post hotPost = postWithLikers(hot, 2);
        StorageCost hotQ2 = hot.meter().measure(() -> hot.ports().posts().find(hotPost.id()).orElseThrow()).cost();
        assertThat(hotQ2.operations()).isEqualTo(1 + SHARDS);
        assertThat(hotQ2.partitions()).isEqualTo(1 + SHARDS);
    }

    @Test
    void a_hot_posts_likes_copy_out_and_back_in_whole() throws InterruptedException {
        CosmosStorageUnderTest hot = open(TurningHot.AT_FIRST_LIKE);
        Post post = postWithLikers(hot, 5);
        assertThat(postItem(hot, post).has("likeShards")).isTrue();
        CosmosStorageUnderTest cold = open(TurningHot.WHEN_THROTTLED);
        CosmosStorageUnderTest hotAgain = open(TurningHot.AT_FIRST_LIKE);

        copyVerified(hot.ports(), cold.ports());
        copyVerified(cold.ports(), hotAgain.ports());

        assertThat(postItem(cold, post).has("likeShards")).as("likes copied in as a cold post's").isFalse();
        assertThat(hotAgain.ports().posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(5);
        assertThat(postItem(hotAgain, post).has("likeShards")).as("and into shards where posts are hot").isTrue();
    }

    /** The copy use case, as {@code copy} runs it: complete and verified (counts, and every item compared). */
    private static void copyVerified(StoragePorts from, StoragePorts to) throws InterruptedException {
        CopyResult result = new CopyBlog(from, to, 2, Runnable::run).copy(new CopyBlog.Progress() {
            @Override
            public void usersCopied(long users, long posts) {
            }

            @Override
            public void postCopied(long items) {
            }
        });
        assertThat(result.differences()).isEmpty();
        assertThat(result.isVerified()).as("%s", result).isTrue();
    }

    private static Post postWithLikers(CosmosStorageUnderTest storage, int likers) {
        User author = user(storage, "author");
        Post post = Samples.post(author, "hot or not");
        storage.ports().posts().add(post);
        for (int i = 0; i < likers; i++) {
            assertThat(storage.ports().likes().add(Samples.like(post, user(storage, "liker" + i)))).isEqualTo(Added.ADDED);
        }
        return post;
    }

    private static User user(CosmosStorageUnderTest storage, String name) {
        User user = Samples.user(name);
        storage.ports().users().add(user);
        return user;
    }

    private static CosmosAsyncContainer posts(CosmosStorageUnderTest storage) {
        if (looking == null) {
            looking = new CosmosClientBuilder().endpoint(server.account().endpoint()).key(CosmosTestServer.KEY).gatewayMode()
                    .endpointDiscoveryEnabled(false).buildAsyncClient();
        }
        return looking.getDatabase(storage.settings().database()).getContainer("v4-posts");
    }

    private static JsonNode postItem(CosmosStorageUnderTest storage, Post post) {
        return posts(storage).readItem(post.id().value(), new PartitionKey(post.id().value()),
                new CosmosItemRequestOptions(), JsonNode.class).block().getItem();
    }

    private static List<JsonNode> shardLikes(CosmosStorageUnderTest storage, Post post) {
        return query(storage, "SELECT * FROM c WHERE c.type = 'like' AND c.post = @id", post);
    }

    /** Every item in a partition of the post's shards: keyed {@code <postId>:...}. */
    private static List<JsonNode> shardItems(CosmosStorageUnderTest storage, Post post) {
        return query(storage, "SELECT * FROM c WHERE STARTSWITH(c.postId, CONCAT(@id, ':'))", post);
    }

    private static List<JsonNode> query(CosmosStorageUnderTest storage, String sql, Post post) {
        return posts(storage).queryItems(new SqlQuerySpec(sql, List.of(new SqlParameter("@id", post.id().value()))),
                new CosmosQueryRequestOptions(), JsonNode.class).collectList().block();
    }
}
