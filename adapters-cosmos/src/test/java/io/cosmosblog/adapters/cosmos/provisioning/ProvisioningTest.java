package io.cosmosblog.adapters.cosmos.provisioning;

import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.Role;
import io.cosmosblog.application.port.DataModel;
import com.azure.cosmos.models.CosmosContainerProperties;
import com.azure.cosmos.models.IncludedPath;
import com.azure.cosmos.models.IndexingPolicy;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
import io.cosmosblog.adapters.cosmos.TestAccount;
import io.cosmosblog.application.port.metering.StorageMeter;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What the service writes into the account (read back from it), and COSMOS_PROVISION=verify:
 * nothing created or changed, and one message that lists everything missing or different.
 */
class ProvisioningTest {

    private final TestAccount account = TestAccount.shared();
    private final CosmosSettings settings = account.freshDatabase();

    @AfterEach
    void drop() {
        account.drop(settings.database());
    }

    @Test
    void every_container_gets_its_partition_key_and_the_intended_indexing_policy() {
        new CosmosStorage(settings, new StorageMeter(), DataModel.V3).close();

        for (ContainerSpec spec : CosmosStorage.model(DataModel.V3).containers()) {
            CosmosContainerProperties found = container(spec.name());
            assertThat(found.getPartitionKeyDefinition().getPaths()).as(spec.name()).containsExactly(spec.partitionKeyPath());
            assertThat(IndexingPolicies.differences(found.getIndexingPolicy(), spec.policy())).as(spec.name()).isEmpty();
        }
        IndexingPolicy users = container("users").getIndexingPolicy();
        assertThat(users.getIncludedPaths()).extracting(IncludedPath::getPath)
                .containsExactlyInAnyOrder("/type/?", "/creationDate/?", "/postId/?", "/deleted/?");
        assertThat(users.getExcludedPaths()).extracting(path -> path.getPath()).contains("/*");
        assertThat(container("posts").getIndexingPolicy().getIncludedPaths()).extracting(IncludedPath::getPath)
                .containsExactlyInAnyOrder("/type/?", "/creationDate/?", "/userId/?", "/userRevision/?", "/deleted/?");
        assertThat(container("feed").getIndexingPolicy().getCompositeIndexes()).hasSize(1);
        assertThat(container("leases").getIndexingPolicy().getIncludedPaths()).extracting(IncludedPath::getPath).containsExactly("/*");
        assertThat(container("deadletters").getIndexingPolicy().getIncludedPaths()).isEmpty();
    }

    @Test
    void verify_without_the_database_creates_nothing_and_lists_everything_missing() {
        assertThatThrownBy(() -> new CosmosStorage(settings.withProvisioning(Provisioning.VERIFY), new StorageMeter(), DataModel.V3))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("COSMOS_PROVISION=verify")
                .hasMessageContaining("database '" + settings.database() + "' is missing")
                .hasMessageContaining("container 'users' (partition key /userId) is missing")
                .hasMessageContaining("container 'posts' (partition key /postId) is missing")
                .hasMessageContaining("container 'feed' (partition key /type) is missing")
                .hasMessageContaining("container 'leases' (partition key /id) is missing")
                .hasMessageContaining("container 'deadletters' (partition key /id) is missing")
                .hasMessageContaining("stored procedure '" + Scripts.UPDATE_USERNAMES + "' on container 'posts' is missing")
                .hasMessageContaining("post-trigger '" + Scripts.TRUNCATE_FEED + "' on container 'feed' is missing");

        assertThat(Provisioner.found(() -> account.admin().getDatabase(settings.database()).read().block())).isEmpty();
    }

    @Test
    void verify_on_an_empty_database_lists_every_container_and_script_and_creates_none() {
        account.admin().createDatabaseIfNotExists(settings.database()).block();

        assertThatThrownBy(() -> new CosmosStorage(settings.withProvisioning(Provisioning.VERIFY), new StorageMeter(), DataModel.V3))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageNotContaining("database '" + settings.database() + "' is missing")
                .hasMessageContaining("container 'users' (partition key /userId) is missing")
                .hasMessageContaining("container 'deadletters' (partition key /id) is missing")
                .hasMessageContaining("stored procedure '" + Scripts.UPDATE_USERNAMES + "' on container 'posts' is missing")
                .hasMessageContaining("post-trigger '" + Scripts.TRUNCATE_FEED + "' on container 'feed' is missing");

        assertThat(account.admin().getDatabase(settings.database()).readAllContainers().collectList().block()).isEmpty();
    }

    @Test
    void verify_after_a_create_run_starts_and_works() {
        new CosmosStorage(settings, new StorageMeter(), DataModel.V3).close();

        try (CosmosStorage verified = new CosmosStorage(settings.withProvisioning(Provisioning.VERIFY), new StorageMeter(), DataModel.V3)) {
            assertThat(verified.ports().health().isReady()).isTrue();
        }
    }

    @Test
    void verify_names_a_wrong_partition_key_another_indexing_policy_and_a_missing_script_at_once_and_changes_none() {
        new CosmosStorage(settings, new StorageMeter(), DataModel.V3).close();
        var database = account.admin().getDatabase(settings.database());
        database.getContainer("posts").delete().block();
        database.createContainer("posts", "/id").block();
        CosmosContainerProperties users = container("users");
        database.getContainer("users").replace(users.setIndexingPolicy(
                new IndexingPolicy().setIncludedPaths(List.of(new IncludedPath("/*"))))).block();

        assertThatThrownBy(() -> new CosmosStorage(settings.withProvisioning(Provisioning.VERIFY), new StorageMeter(), DataModel.V3))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("container 'posts' of database '" + settings.database() + "' is partitioned by /id but this service needs /postId")
                .hasMessageContaining("container 'users' has an indexing policy that lacks composite indexes "
                        + "[(/creationDate DESC, /postId ASC)]")
                .hasMessageContaining("stored procedure '" + Scripts.UPDATE_USERNAMES + "' on container 'posts' is missing")
                .hasMessageNotContaining("container 'feed'");

        assertThat(container("users").getIndexingPolicy().getCompositeIndexes()).isNullOrEmpty();
    }

    /**
     * A rolling deploy: an older build indexes a path this one does not need, and lacks a
     * composite index this one needs. create adds the composite and keeps the other build's path
     * (replacing the policy would remove it: a re-index, and the older build's query refused);
     * migrate makes the policy this build's own; verify is content with a policy that has more.
     */
    @Test
    void create_adds_what_is_missing_and_removes_nothing_migrate_replaces_and_verify_accepts_more() {
        new CosmosStorage(settings, new StorageMeter(), DataModel.V3).close();
        var database = account.admin().getDatabase(settings.database());
        IndexingPolicy older = CosmosStorage.model(DataModel.V3).container(Role.USERS).policy().setCompositeIndexes(List.of());
        older.setIncludedPaths(new java.util.ArrayList<>(older.getIncludedPaths()));
        older.getIncludedPaths().add(new IncludedPath("/olderBuildsPath/?"));
        database.getContainer("users").replace(container("users").setIndexingPolicy(older)).block();

        new CosmosStorage(settings, new StorageMeter(), DataModel.V3).close();

        IndexingPolicy created = container("users").getIndexingPolicy();
        assertThat(created.getIncludedPaths()).extracting(IncludedPath::getPath).contains("/olderBuildsPath/?", "/type/?");
        assertThat(IndexingPolicies.missing(created, CosmosStorage.model(DataModel.V3).container(Role.USERS).policy())).isEmpty();
        try (CosmosStorage verified = new CosmosStorage(settings.withProvisioning(Provisioning.VERIFY), new StorageMeter(), DataModel.V3)) {
            assertThat(verified.ports().health().isReady()).isTrue();
        }

        new CosmosStorage(settings.withProvisioning(Provisioning.MIGRATE), new StorageMeter(), DataModel.V3).close();

        assertThat(IndexingPolicies.differences(container("users").getIndexingPolicy(), CosmosStorage.model(DataModel.V3).container(Role.USERS).policy())).isEmpty();
    }

    /** Without it on, Cosmos DB would ignore the ttl of every tombstone: they would stay for ever. */
    @Test
    void the_containers_holding_tombstones_get_their_time_to_live_on_created_or_found_without() {
        new CosmosStorage(settings, new StorageMeter(), DataModel.V3).close();
        for (ContainerSpec spec : CosmosStorage.model(DataModel.V3).containers()) {
            assertThat(container(spec.name()).getDefaultTimeToLiveInSeconds()).as(spec.name())
                    .isEqualTo(spec.expiring() ? Integer.valueOf(-1) : null);
        }
        assertThat(CosmosStorage.model(DataModel.V3).containers()).filteredOn(ContainerSpec::expiring).extracting(ContainerSpec::name)
                .containsExactly("users", "posts", "feed");
        var database = account.admin().getDatabase(settings.database());
        database.getContainer("posts").replace(container("posts").setDefaultTimeToLiveInSeconds(null)).block();
        assertThat(container("posts").getDefaultTimeToLiveInSeconds()).isNull();

        new CosmosStorage(settings, new StorageMeter(), DataModel.V3).close();

        assertThat(container("posts").getDefaultTimeToLiveInSeconds()).isEqualTo(-1);
    }

    @Test
    void a_throughput_of_its_own_is_asked_for_when_the_containers_are_created() {
        CosmosSettings manual = settings.withThroughput(Throughput.parse("manual:400"));

        try (CosmosStorage storage = new CosmosStorage(manual, new StorageMeter(), DataModel.V3)) {
            assertThat(storage.ports().health().isReady()).isTrue();
        }
        assertThat(CosmosStorage.model(DataModel.V3).containers()).allSatisfy(spec -> assertThat(container(spec.name()).getId()).isEqualTo(spec.name()));
    }

    private CosmosContainerProperties container(String name) {
        return account.admin().getDatabase(settings.database()).getContainer(name).read().block().getProperties();
    }
}
