package io.cosmosblog.adapters.cosmos.v4;

import com.azure.cosmos.CosmosAsyncClient;
import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosClientBuilder;
import com.azure.cosmos.models.CosmosItemRequestOptions;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
import io.cosmosblog.adapters.cosmos.LocalCosmos;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.PhysicalPartitions;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.Role;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The feed's shard keys land where their plan says, by the test server's own routing (its
 * {@code /_test/.../range} answer, not the SDK's routing map that chose them), on a feed container
 * of eight physical partitions; and a blog's keys, once stored, are every later instance's.
 */
class FeedShardKeysTest {

    private static final int PARTITIONS = 8;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final String LEASES = new CosmosV4Model().containers().stream().filter(spec -> spec.role() == Role.LEASES)
            .map(ContainerSpec::name).findFirst().orElseThrow();

    private static LocalCosmos server;
    private static CosmosAsyncClient client;

    @BeforeAll
    static void start() {
        Assumptions.assumeTrue(System.getenv("COSMOS_ENDPOINT") == null, "needs the local test server (eight ranges)");
        server = LocalCosmos.start("--partitions", String.valueOf(PARTITIONS));
        client = new CosmosClientBuilder().endpoint(server.endpoint()).key(server.key()).gatewayMode()
                .endpointDiscoveryEnabled(false).buildAsyncClient();
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
    void one_per_partition_gives_a_key_in_each_of_the_eight_ranges() {
        CosmosSettings blog = server.freshDatabase();
        List<String> keys = keysOfANewBlog(blog, FeedShardPlan.ONE_PER_PARTITION);

        assertThat(keys).hasSize(PARTITIONS).doesNotHaveDuplicates();
        assertThat(ranges(blog, keys)).as("the server's range of each key").doesNotHaveDuplicates().hasSize(PARTITIONS);
    }

    @Test
    void the_control_puts_all_eight_keys_in_one_range() {
        CosmosSettings blog = server.freshDatabase();
        List<String> keys = keysOfANewBlog(blog, new FeedShardPlan(PARTITIONS, false));

        assertThat(keys).hasSize(PARTITIONS).doesNotHaveDuplicates();
        List<String> ranges = ranges(blog, keys);
        assertThat(ranges).as("the server's range of each key").containsOnly(ranges.get(0));
    }

    @Test
    void one_shard_gives_one_key() {
        assertThat(keysOfANewBlog(server.freshDatabase(), new FeedShardPlan(1, true))).hasSize(1);
    }

    @Test
    void a_later_instance_with_another_plan_gets_the_keys_the_first_one_stored() {
        CosmosSettings blog = server.freshDatabase();
        List<String> first = keysOfANewBlog(blog, FeedShardPlan.ONE_PER_PARTITION);

        new CosmosStorage(blog, new StorageMeter(), null, new ReadYourWrites(), new CosmosV4Model(new FeedShardPlan(1, true))).close();

        assertThat(stored(blog)).as("still stored after the second opened").isEqualTo(first);
        CosmosAsyncContainer feed = client.getDatabase(blog.database()).getContainer(CosmosV4Model.FEED);
        ContainerGateway leases = ContainerGateway.unwatched(client.getDatabase(blog.database()).getContainer(LEASES),
                blog.requestTimeout(), new StorageMeter());
        assertThat(FeedShardKeys.of(() -> PhysicalPartitions.of(feed, blog.requestTimeout()), leases, new FeedShardPlan(1, true))).isEqualTo(first);
    }

    @Test
    void a_hot_posts_likes_spread_over_every_physical_partition_but_its_own() {
        CosmosSettings blog = server.freshDatabase();
        CosmosStorage storage = new CosmosStorage(blog, new StorageMeter(), null, new ReadYourWrites(),
                new CosmosV4Model(FeedShardPlan.ONE_PER_PARTITION, new LikeShardPlan(0, true, TurningHot.AT_FIRST_LIKE)));
        List<String> keys;
        String post;
        try {
            User ada = Samples.user("ada");
            storage.ports().users().add(ada);
            Post adas = Samples.post(ada, "hot");
            storage.ports().posts().add(adas);
            storage.ports().likes().add(Samples.like(adas, ada));
            post = adas.id().value();
            keys = new ArrayList<>();
            client.getDatabase(blog.database()).getContainer(CosmosV4Model.POSTS)
                    .readItem(post, new PartitionKey(post), new CosmosItemRequestOptions(), JsonNode.class).block().getItem()
                    .get(LikeShards.FIELD).forEach(key -> keys.add(key.asText()));
        } finally {
            storage.close();
        }

        List<String> ranges = keys.stream().map(key -> range(blog, CosmosV4Model.POSTS, key).get("id").asText()).toList();
        assertThat(ranges).as("the server's range of each shard").hasSize(PARTITIONS - 1).doesNotHaveDuplicates()
                .doesNotContain(range(blog, CosmosV4Model.POSTS, post).get("id").asText());
    }

    /** Opens V4 storage on a new blog with {@code plan}, closes it, and answers the keys it stored. */
    private static List<String> keysOfANewBlog(CosmosSettings blog, FeedShardPlan plan) {
        new CosmosStorage(blog, new StorageMeter(), null, new ReadYourWrites(), new CosmosV4Model(plan)).close();
        return stored(blog);
    }

    private static List<String> stored(CosmosSettings blog) {
        JsonNode item = client.getDatabase(blog.database()).getContainer(LEASES)
                .readItem(FeedShardKeys.ID, new PartitionKey(FeedShardKeys.ID), new CosmosItemRequestOptions(), JsonNode.class)
                .block().getItem();
        List<String> keys = new ArrayList<>();
        item.get("keys").forEach(key -> keys.add(key.asText()));
        return keys;
    }

    /** The id of the partition key range each key falls in, as the test server routes it. */
    private static List<String> ranges(CosmosSettings blog, List<String> keys) {
        return keys.stream().map(key -> range(blog, CosmosV4Model.FEED, key).get("id").asText()).toList();
    }

    private static JsonNode range(CosmosSettings blog, String container, String key) {
        String endpoint = server.endpoint().endsWith("/") ? server.endpoint() : server.endpoint() + "/";
        URI uri = URI.create(endpoint + "_test/dbs/" + blog.database() + "/colls/" + container + "/range?pk="
                + URLEncoder.encode(JSON.valueToTree(key).toString(), StandardCharsets.UTF_8));
        try {
            HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(uri).GET().build(), HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).as("%s: %s", uri, response.body()).isEqualTo(200);
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new IllegalStateException("the test server did not answer", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
