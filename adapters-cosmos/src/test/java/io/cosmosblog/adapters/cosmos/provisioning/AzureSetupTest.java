package io.cosmosblog.adapters.cosmos.provisioning;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
import com.azure.cosmos.models.CompositePath;
import com.azure.cosmos.models.CompositePathSortOrder;
import com.azure.cosmos.models.ExcludedPath;
import com.azure.cosmos.models.IncludedPath;
import com.azure.cosmos.models.IndexingMode;
import com.azure.cosmos.models.IndexingPolicy;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.items.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** What azure-setup hands to the Azure CLI is what the service creates and verifies: no second copy to drift. */
class AzureSetupTest {

    private static final Throughput AUTOSCALE = Throughput.parse("autoscale:4000");

    @Test
    void the_containers_are_the_services_with_their_partition_keys_and_the_throughput_asked_for() {
        List<AzureSetup.Container> containers = AzureSetup.containers(CosmosStorage.model(DataModel.V3), AUTOSCALE);

        assertThat(containers).extracting(AzureSetup.Container::name)
                .containsExactly("users", "posts", "feed", "leases", "deadletters");
        assertThat(containers).extracting(AzureSetup.Container::partitionKeyPath)
                .containsExactly("/userId", "/postId", "/type", "/id", "/id");
        assertThat(containers).extracting(AzureSetup.Container::throughput).containsOnly(AUTOSCALE);
    }

    @Test
    void the_users_policy_indexes_only_what_its_queries_need_with_the_newest_first_composite_index() {
        JsonNode users = Json.parse(container("users").indexingPolicy());

        assertThat(users.get("indexingMode").asText()).isEqualTo("consistent");
        assertThat(users.get("automatic").asBoolean()).isTrue();
        assertThat(paths(users.get("includedPaths"))).containsExactlyInAnyOrder("/type/?", "/creationDate/?", "/postId/?", "/deleted/?");
        assertThat(paths(users.get("excludedPaths"))).contains("/*");
        JsonNode composite = users.get("compositeIndexes");
        assertThat(composite).hasSize(1);
        assertThat(composite.get(0).get(0).get("path").asText()).isEqualTo("/creationDate");
        assertThat(composite.get(0).get(0).get("order").asText()).isEqualTo("descending");
        assertThat(composite.get(0).get(1).get("path").asText()).isEqualTo("/postId");
        assertThat(composite.get(0).get(1).get("order").asText()).isEqualTo("ascending");
    }

    @Test
    void every_policy_read_back_is_the_one_the_service_verifies() {
        for (ContainerSpec spec : CosmosStorage.model(DataModel.V3).containers()) {
            IndexingPolicy readBack = policy(Json.parse(container(spec.name()).indexingPolicy()));

            assertThat(IndexingPolicies.differences(readBack, spec.policy())).as(spec.name()).isEmpty();
        }
    }

    @Test
    void the_scripts_carry_the_versioned_ids_and_bodies_the_service_looks_for() {
        assertThat(AzureSetup.scripts(CosmosStorage.model(DataModel.V3))).containsExactly(
                new Script(Scripts.versioned("updateUsernames"), Script.Kind.STORED_PROCEDURE, "posts",
                        Scripts.body("updateUsernames")),
                new Script(Scripts.versioned("truncateFeed"), Script.Kind.POST_TRIGGER, "feed",
                        Scripts.body("truncateFeed")));
    }

    private static AzureSetup.Container container(String name) {
        return AzureSetup.containers(CosmosStorage.model(DataModel.V3), Throughput.NONE).stream().filter(container -> container.name().equals(name))
                .findFirst().orElseThrow();
    }

    private static List<String> paths(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).map(path -> path.get("path").asText()).toList();
    }

    /** The policy Cosmos DB would hold after the Azure CLI created the container with this JSON. */
    private static IndexingPolicy policy(JsonNode json) {
        List<List<CompositePath>> composites = new ArrayList<>();
        json.get("compositeIndexes").forEach(composite -> composites.add(StreamSupport.stream(composite.spliterator(), false)
                .map(path -> new CompositePath().setPath(path.get("path").asText()).setOrder(path.get("order").asText()
                        .equals("descending") ? CompositePathSortOrder.DESCENDING : CompositePathSortOrder.ASCENDING))
                .toList()));
        return new IndexingPolicy()
                .setIndexingMode(IndexingMode.valueOf(json.get("indexingMode").asText().toUpperCase(Locale.ROOT)))
                .setAutomatic(json.get("automatic").asBoolean())
                .setIncludedPaths(paths(json.get("includedPaths")).stream().map(IncludedPath::new).toList())
                .setExcludedPaths(paths(json.get("excludedPaths")).stream().map(ExcludedPath::new).toList())
                .setCompositeIndexes(composites);
    }
}
