package io.cosmosblog.adapters.cosmos.gateway;

import com.azure.cosmos.ConsistencyLevel;
import com.azure.cosmos.CosmosAsyncClient;
import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosClientBuilder;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CompositePath;
import com.azure.cosmos.models.CompositePathSortOrder;
import com.azure.cosmos.models.CosmosContainerProperties;
import com.azure.cosmos.models.CosmosQueryRequestOptions;
import com.azure.cosmos.models.FeedRange;
import com.azure.cosmos.models.FeedResponse;
import com.azure.cosmos.models.IncludedPath;
import com.azure.cosmos.models.IndexingPolicy;
import com.azure.cosmos.models.PartitionKey;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.LocalCosmos;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Cross-partition queries through the real SDK against the local server with four partition key
 * ranges: the server answers the query plan as the service does, so the SDK's own pipeline merges
 * ORDER BY streams, keeps TOP n, combines COUNT and de-duplicates DISTINCT; every answer is checked
 * against the same computation in Java. Paged queries resume from the SDK's continuation token in
 * a new query call, as a web request that asks for the next page does.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(5) // among the longest: started first
class CrossPartitionQueryTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int USERS = 5;
    private static final int POSTS = 80;
    private static final int TIES = 25;

    private static LocalCosmos server;
    private static CosmosAsyncClient client;
    private static CosmosAsyncContainer posts;
    private static final List<ObjectNode> STORED = new ArrayList<>();

    @BeforeAll
    static void fill() {
        Assumptions.assumeTrue(System.getenv("COSMOS_ENDPOINT") == null, "needs the local test server (four ranges)");
        server = LocalCosmos.start("--partitions", "4");
        client = new CosmosClientBuilder().endpoint(server.endpoint()).key(server.key()).gatewayMode()
                .endpointDiscoveryEnabled(false).consistencyLevel(ConsistencyLevel.SESSION).buildAsyncClient();
        client.createDatabase("blog").block();
        IndexingPolicy indexing = new IndexingPolicy();
        indexing.setIncludedPaths(List.of(new IncludedPath("/*")));
        indexing.setCompositeIndexes(List.of(List.of(path("/creationDate", CompositePathSortOrder.DESCENDING),
                path("/id", CompositePathSortOrder.DESCENDING))));
        CosmosContainerProperties properties = new CosmosContainerProperties("posts", "/postId");
        properties.setIndexingPolicy(indexing);
        client.getDatabase("blog").createContainer(properties).block();
        posts = client.getDatabase("blog").getContainer("posts");
        for (int i = 0; i < POSTS; i++) {
            // days repeat: many posts share a creation date, in the same range and across ranges
            store(item("post-" + i, "post", "user-" + (i % USERS), "2024-03-" + String.format("%02d", 1 + (i * 7) % 19), i));
            store(item("like-" + i, "like", "user-" + (i % USERS), "2024-04-01", i)); // never a post
        }
        for (int i = 0; i < TIES; i++) {
            store(item("tie-" + i, "tie", "user-" + (i % USERS), "2024-05-05T10:00:00Z", i));
        }
    }

    @AfterAll
    static void stop() {
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void the_items_are_spread_over_all_four_ranges() {
        List<FeedRange> ranges = posts.getFeedRanges().block();
        assertThat(ranges).hasSize(4);
        int total = 0;
        for (FeedRange range : ranges) {
            CosmosQueryRequestOptions options = new CosmosQueryRequestOptions().setFeedRange(range);
            int inRange = posts.queryItems("SELECT * FROM c", options, JsonNode.class).collectList().block().size();
            assertThat(inRange).as("items in range %s", range).isGreaterThan(10);
            total += inRange;
        }
        assertThat(total).isEqualTo(STORED.size());
    }

    @Test
    void a_users_posts_newest_first_paged_and_resumed_in_new_calls() {
        SqlQuerySpec query = new SqlQuerySpec("SELECT * FROM c WHERE c.type = @type AND c.userId = @userId ORDER BY c.creationDate DESC",
                new SqlParameter("@type", "post"), new SqlParameter("@userId", "user-2"));
        List<ObjectNode> expected = STORED.stream().filter(d -> type(d).equals("post") && d.get("userId").asText().equals("user-2")).toList();

        for (int pageSize : new int[] {1, 3, 7, 100}) {
            List<JsonNode> got = pages(query, pageSize);
            assertThat(ids(got)).as("page size %d: nothing lost, nothing repeated", pageSize).doesNotHaveDuplicates()
                    .containsExactlyInAnyOrderElementsOf(ids(expected));
            assertThat(dates(got)).as("page size %d", pageSize).isEqualTo(dates(sortedNewestFirst(expected)));
        }
    }

    @Test
    void the_newest_n_posts_with_top() {
        List<ObjectNode> newest = sortedNewestFirst(STORED.stream().filter(d -> type(d).equals("post")).toList());
        for (int n : new int[] {1, 5, 12, POSTS + 3}) {
            SqlQuerySpec query = new SqlQuerySpec("SELECT TOP @n * FROM c WHERE c.type = @type ORDER BY c.creationDate DESC",
                    new SqlParameter("@n", n), new SqlParameter("@type", "post"));
            List<JsonNode> all = posts.queryItems(query, new CosmosQueryRequestOptions(), JsonNode.class).collectList().block();
            assertThat(dates(all)).as("TOP %d", n).isEqualTo(dates(newest.subList(0, Math.min(n, newest.size()))));
            List<JsonNode> paged = pages(query, 4);
            assertThat(dates(paged)).as("TOP %d paged", n).isEqualTo(dates(all));
            assertThat(ids(paged)).doesNotHaveDuplicates();
        }
    }

    @Test
    void values_and_projections_come_back_as_asked_for() {
        List<ObjectNode> newest = sortedNewestFirst(STORED.stream().filter(d -> type(d).equals("post")).toList());
        SqlQuerySpec values = new SqlQuerySpec("SELECT TOP 6 VALUE c.creationDate FROM c WHERE c.type = @type ORDER BY c.creationDate DESC",
                new SqlParameter("@type", "post"));
        assertThat(posts.queryItems(values, new CosmosQueryRequestOptions(), String.class).collectList().block())
                .isEqualTo(dates(newest.subList(0, 6)));
        SqlQuerySpec projection = new SqlQuerySpec("SELECT c.id, c.creationDate AS at FROM c WHERE c.type = @type ORDER BY c.creationDate DESC",
                new SqlParameter("@type", "post"));
        List<JsonNode> rows = posts.queryItems(projection, new CosmosQueryRequestOptions(), JsonNode.class).collectList().block();
        assertThat(rows).hasSize(newest.size()).allSatisfy(row -> assertThat(row.size()).as("%s", row).isEqualTo(2));
        assertThat(rows.stream().map(row -> row.get("at").asText()).toList()).isEqualTo(dates(newest));
    }

    @Test
    void two_sort_items_give_one_exact_order_across_pages() {
        SqlQuerySpec query = new SqlQuerySpec("SELECT * FROM c WHERE c.type = @type ORDER BY c.creationDate DESC, c.id DESC",
                new SqlParameter("@type", "post"));
        List<ObjectNode> expected = STORED.stream().filter(d -> type(d).equals("post"))
                .sorted(Comparator.comparing((ObjectNode d) -> d.get("creationDate").asText()).thenComparing(d -> d.get("id").asText()).reversed())
                .toList();
        assertThat(ids(pages(query, 6))).isEqualTo(ids(expected));
        SqlQuerySpec top = new SqlQuerySpec("SELECT TOP @n * FROM c WHERE c.type = @type ORDER BY c.creationDate DESC, c.id DESC",
                new SqlParameter("@n", 9), new SqlParameter("@type", "post"));
        assertThat(ids(pages(top, 4))).isEqualTo(ids(expected.subList(0, 9)));
    }

    @Test
    void two_sort_items_without_their_composite_index_are_refused_as_the_service_refuses_them() {
        String unindexed = "SELECT * FROM c ORDER BY c.creationDate DESC, c.userId ASC";
        assertThatThrownBy(() -> posts.queryItems(unindexed, new CosmosQueryRequestOptions(), JsonNode.class).collectList().block())
                .isInstanceOfSatisfying(CosmosException.class, e -> {
                    assertThat(e.getStatusCode()).isEqualTo(400);
                    assertThat(e.getMessage()).contains("composite index");
                });
    }

    @Test
    void offset_and_limit_over_the_merged_order() {
        SqlQuerySpec query = new SqlQuerySpec("SELECT * FROM c WHERE c.type = @type ORDER BY c.creationDate DESC, c.id DESC OFFSET @o LIMIT @l",
                new SqlParameter("@type", "post"), new SqlParameter("@o", 10), new SqlParameter("@l", 7));
        List<ObjectNode> expected = STORED.stream().filter(d -> type(d).equals("post"))
                .sorted(Comparator.comparing((ObjectNode d) -> d.get("creationDate").asText()).thenComparing(d -> d.get("id").asText()).reversed())
                .skip(10).limit(7).toList();
        assertThat(ids(posts.queryItems(query, new CosmosQueryRequestOptions(), JsonNode.class).collectList().block())).isEqualTo(ids(expected));
    }

    @Test
    void ties_across_ranges_are_neither_lost_nor_repeated_when_paging() {
        SqlQuerySpec query = new SqlQuerySpec("SELECT * FROM c WHERE c.type = @type ORDER BY c.creationDate DESC",
                new SqlParameter("@type", "tie"));
        for (int pageSize : new int[] {1, 2, 3, 4, 10}) {
            List<JsonNode> got = pages(query, pageSize);
            assertThat(ids(got)).as("page size %d", pageSize).hasSize(TIES).doesNotHaveDuplicates();
        }
        // ties and distinct dates together: the posts of every user plus the tied items, oldest first
        SqlQuerySpec mixed = new SqlQuerySpec("SELECT * FROM c WHERE c.type != @like ORDER BY c.creationDate ASC",
                new SqlParameter("@like", "like"));
        List<JsonNode> got = pages(mixed, 5);
        List<ObjectNode> expected = STORED.stream().filter(d -> !type(d).equals("like")).toList();
        assertThat(ids(got)).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(ids(expected));
        assertThat(dates(got)).isEqualTo(dates(expected).stream().sorted().toList());
    }

    @Test
    void count_and_the_other_aggregates_are_combined_over_the_ranges() {
        long posts_ = STORED.stream().filter(d -> type(d).equals("post")).count();
        assertThat(single("SELECT VALUE COUNT(1) FROM c WHERE c.type = @type", "post").asLong()).isEqualTo(posts_);
        assertThat(single("SELECT VALUE COUNT(1) FROM c WHERE c.type = @type", "nothing").asLong()).isZero();
        int sum = STORED.stream().filter(d -> type(d).equals("post")).mapToInt(d -> d.get("n").asInt()).sum();
        assertThat(single("SELECT VALUE SUM(c.n) FROM c WHERE c.type = @type", "post").asLong()).isEqualTo(sum);
        assertThat(single("SELECT VALUE AVG(c.n) FROM c WHERE c.type = @type", "post").asDouble()).isEqualTo(sum / (double) posts_);
        String max = STORED.stream().filter(d -> type(d).equals("post")).map(d -> d.get("creationDate").asText()).max(String::compareTo).orElseThrow();
        String min = STORED.stream().filter(d -> type(d).equals("post")).map(d -> d.get("creationDate").asText()).min(String::compareTo).orElseThrow();
        assertThat(single("SELECT VALUE MAX(c.creationDate) FROM c WHERE c.type = @type", "post").asText()).isEqualTo(max);
        assertThat(single("SELECT VALUE MIN(c.creationDate) FROM c WHERE c.type = @type", "post").asText()).isEqualTo(min);
    }

    @Test
    void distinct_values_come_once() {
        List<String> users = posts.queryItems("SELECT DISTINCT VALUE c.userId FROM c", new CosmosQueryRequestOptions(), String.class)
                .collectList().block();
        Set<String> expected = STORED.stream().map(d -> d.get("userId").asText()).collect(Collectors.toCollection(TreeSet::new));
        assertThat(users).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(expected);
        SqlQuerySpec ofPosts = new SqlQuerySpec("SELECT DISTINCT VALUE c.userId FROM c WHERE c.type = @type", new SqlParameter("@type", "post"));
        List<String> paged = posts.queryItems(ofPosts, new CosmosQueryRequestOptions(), String.class).byPage(2).toStream()
                .flatMap(page -> page.getResults().stream()).toList();
        assertThat(paged).as("in pages of two").doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void queries_without_merging_still_work_across_and_within_partitions() {
        SqlQuerySpec byUser = new SqlQuerySpec("SELECT * FROM c WHERE c.userId = @u", new SqlParameter("@u", "user-1"));
        List<ObjectNode> expected = STORED.stream().filter(d -> d.get("userId").asText().equals("user-1")).toList();
        assertThat(ids(pages(byUser, 4))).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(ids(expected));

        CosmosQueryRequestOptions onePost = new CosmosQueryRequestOptions().setPartitionKey(new PartitionKey("post-3"));
        List<JsonNode> inPartition = posts.queryItems("SELECT * FROM c ORDER BY c.creationDate DESC", onePost, JsonNode.class)
                .collectList().block();
        assertThat(ids(inPartition)).containsExactly("post-3");
    }

    @Test
    void group_by_is_refused_naming_the_query_not_answered_wrongly() {
        String groupBy = "SELECT c.userId, COUNT(1) AS n FROM c GROUP BY c.userId";
        assertThatThrownBy(() -> posts.queryItems(groupBy, new CosmosQueryRequestOptions(), JsonNode.class).collectList().block())
                .isInstanceOfSatisfying(CosmosException.class, e -> {
                    assertThat(e.getStatusCode()).isEqualTo(400);
                    assertThat(e.getMessage()).contains("GROUP BY").contains(groupBy);
                });
    }

    /** Every page of the query, each fetched by a new query call from the previous page's token. */
    private static List<JsonNode> pages(SqlQuerySpec query, int pageSize) {
        List<JsonNode> all = new ArrayList<>();
        String token = null;
        Set<String> tokens = new HashSet<>();
        do {
            FeedResponse<JsonNode> page = posts.queryItems(query, new CosmosQueryRequestOptions(), JsonNode.class)
                    .byPage(token, pageSize).blockFirst();
            assertThat(page.getResults().size()).isLessThanOrEqualTo(pageSize);
            all.addAll(page.getResults());
            token = page.getContinuationToken();
            assertThat(token == null || tokens.add(token)).as("a token never comes back").isTrue();
            assertThat(all.size()).as("the query ends").isLessThan(10 * STORED.size());
        } while (token != null);
        return all;
    }

    private static JsonNode single(String sql, String type) {
        SqlQuerySpec query = new SqlQuerySpec(sql, new SqlParameter("@type", type));
        List<JsonNode> rows = posts.queryItems(query, new CosmosQueryRequestOptions(), JsonNode.class).collectList().block();
        assertThat(rows).as(sql).hasSize(1);
        return rows.get(0);
    }

    private static List<ObjectNode> sortedNewestFirst(List<ObjectNode> items) {
        return items.stream().sorted(Comparator.comparing((ObjectNode d) -> d.get("creationDate").asText()).reversed()).toList();
    }

    private static List<String> ids(List<? extends JsonNode> items) {
        return items.stream().map(d -> d.get("id").asText()).toList();
    }

    private static List<String> dates(List<? extends JsonNode> items) {
        return items.stream().map(d -> d.get("creationDate").asText()).toList();
    }

    private static String type(JsonNode d) {
        return d.get("type").asText();
    }

    private static ObjectNode item(String id, String type, String userId, String creationDate, int n) {
        return JSON.createObjectNode().put("id", id).put("postId", id).put("type", type).put("userId", userId)
                .put("creationDate", creationDate).put("n", n);
    }

    private static void store(ObjectNode item) {
        posts.createItem(item).block();
        STORED.add(item);
    }

    private static CompositePath path(String path, CompositePathSortOrder order) {
        CompositePath composite = new CompositePath();
        composite.setPath(path);
        composite.setOrder(order);
        return composite;
    }
}
