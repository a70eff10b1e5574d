package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.models.CosmosBatch;
import com.azure.cosmos.models.CosmosItemRequestOptions;
import com.azure.cosmos.models.CosmosPatchOperations;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.items.Json;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Where a post's counters should live, measured: on the post (the article's way and ours: a like
 * patches the post, whose size then sets the like's charge), or in a small sibling item in the same
 * partition (a like patches that; Q2 reads both). The copies in the views carry the counts either
 * way, so the projections write the same two copies per like in both designs; what differs is the
 * like's own batch and Q2. Charges are the local test server's size model (request charges that
 * grow with the item's size as the service's do), so the figures are modelled, and printed.
 *
 * <p>The finding, held here: at the article's post sizes (300 to 1,800 characters) a sibling saves
 * a like under 1 RU (of about 22 with its projections) and adds 1 RU to every Q2, which then costs
 * twice as much; only posts of tens of kilobytes make the sibling clearly cheaper per like (31 RU
 * at 100,000 characters), and even there it pays only with more than one like per 31 reads. A
 * read-heavy blog reads far more than that, so the counters stay on the post.
 */
class CounterPlacementCostTest {

    private static final int[] CONTENT_LENGTHS = {1_000, 10_000, 100_000};

    private static CosmosStorageUnderTest storage;
    private static StoragePorts ports;
    private static Inspect inspect;
    private static final List<Row> rows = new ArrayList<>();

    record Row(int contentLength, double likeOnPost, double likeOnSibling, double q2OnPost, double q2WithSibling,
            double projectionPerLike) {
    }

    @BeforeAll
    static void measure() {
        // Only the local server models charges by size; a real account reports its own.
        Assumptions.assumeTrue(System.getenv("COSMOS_ENDPOINT") == null, "needs the local test server");
        storage = new CosmosStorageUnderTest();
        ports = storage.ports();
        inspect = new Inspect(TestAccount.shared(), storage.settings());
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
        User ada = Samples.user("ada");
        ports.users().add(ada);
        for (int length : CONTENT_LENGTHS) {
            rows.add(measure(ada, length));
        }
        System.out.println("Where the counters live: modelled RU on the local test server, one like by a new reader");
        System.out.println("content chars | like, counters on the post | like, counters in a sibling | Q2 on the post | Q2 post + sibling | projections per like");
        rows.forEach(r -> System.out.printf("%,13d | %26.2f | %28.2f | %14.2f | %17.2f | %20.2f%n", r.contentLength(),
                r.likeOnPost(), r.likeOnSibling(), r.q2OnPost(), r.q2WithSibling(), r.projectionPerLike()));
    }

    @AfterAll
    static void close() {
        if (storage != null) {
            storage.close();
        }
    }

    private static Row measure(User author, int contentLength) {
        Post post = Post.write(PostId.generate(), author, new Title("Long " + contentLength),
                new PostContent("a".repeat(contentLength)), Samples.nextInstant());
        ports.posts().add(post);
        caughtUp();

        // Today: the adapter's own batch (patch the post's counter and revision, create the like).
        User reader = Samples.user("reader");
        ports.users().add(reader);
        double background = storage.meter().backgroundTotal().requestCharge();
        double likeOnPost = storage.meter().measure(() -> ports.likes().add(Samples.like(post, reader))).cost().requestCharge();
        caughtUp();
        double projection = storage.meter().backgroundTotal().requestCharge() - background;
        double q2OnPost = storage.meter().measure(() -> ports.posts().find(post.id())).cost().requestCharge();

        // The alternative, in a partition of its own: the same post item, and its counters beside it.
        Post twin = Post.write(PostId.generate(), author, post.title(), post.content(), post.creationDate());
        String key = twin.id().value();
        CosmosAsyncContainer posts = inspect.container("posts");
        posts.createItem(EntityItems.POSTS.item(twin), new PartitionKey(key), new CosmosItemRequestOptions()).block();
        ObjectNode counts = Json.object().put("id", "counts").put("type", "counts").put("postId", key)
                .put("commentCount", 0).put("likeCount", 0).put("revision", 1);
        posts.createItem(counts, new PartitionKey(key), new CosmosItemRequestOptions()).block();
        CosmosBatch like = CosmosBatch.createCosmosBatch(new PartitionKey(key));
        like.patchItemOperation("counts", CosmosPatchOperations.create().increment("/likeCount", 1).increment("/revision", 1));
        like.createItemOperation(ReactionItems.LIKES.item(Samples.like(twin, reader)));
        double likeOnSibling = posts.executeCosmosBatch(like).block().getRequestCharge();
        double q2WithSibling = posts.readItem(key, new PartitionKey(key), JsonNode.class).block().getRequestCharge()
                + posts.readItem("counts", new PartitionKey(key), JsonNode.class).block().getRequestCharge();
        return new Row(contentLength, likeOnPost, likeOnSibling, q2OnPost, q2WithSibling, projection);
    }

    private static void caughtUp() {
        assertThat(ports.projectionDelivery().awaitCaughtUp(Duration.ofSeconds(30))).isTrue();
    }

    @Test
    void at_the_articles_post_sizes_a_sibling_saves_a_like_under_one_RU_and_adds_one_to_every_q2() {
        Row article = rows.get(0);

        assertThat(article.likeOnPost() - article.likeOnSibling()).as("RU saved per like on a 1,000-character post")
                .isBetween(0.0, 1.0);
        assertThat(article.q2WithSibling() - article.q2OnPost()).as("RU added to every read of it").isCloseTo(1.0, within(0.01));
    }

    @Test
    void only_posts_of_tens_of_kilobytes_make_a_sibling_cheaper_per_like() {
        Row large = rows.get(2);

        assertThat(large.likeOnPost() - large.likeOnSibling()).as("RU saved per like on a 100,000-character post")
                .isGreaterThan(25);
        assertThat(large.q2WithSibling() - large.q2OnPost()).as("RU added to every read of it").isCloseTo(1.0, within(0.01));
    }
}
