package io.cosmosblog.adapters.cosmos.provisioning;

import com.azure.cosmos.CosmosAsyncDatabase;
import com.azure.cosmos.models.CosmosContainerProperties;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
import io.cosmosblog.adapters.cosmos.TestAccount;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Each data model creates, and verifies, only what it uses, in containers of its own. */
class ModelProvisioningTest {

    private final TestAccount account = TestAccount.shared();
    private final CosmosSettings settings = account.freshDatabase();

    @AfterEach
    void drop() {
        account.drop(settings.database());
    }

    @Test
    void v1_creates_its_users_posts_and_parked_changes_and_no_script() {
        open(settings, DataModel.V1).close();

        assertThat(containers()).containsExactlyInAnyOrder("v1-users", "v1-posts", "v1-deadletters");
        assertThat(container("v1-users").getPartitionKeyDefinition().getPaths()).containsExactly("/id");
        assertThat(container("v1-posts").getPartitionKeyDefinition().getPaths()).containsExactly("/postId");
        assertThat(database().getContainer("v1-posts").getScripts().readAllStoredProcedures().collectList().block()).isEmpty();
        for (ContainerSpec spec : CosmosStorage.model(DataModel.V1).containers()) {
            assertThat(IndexingPolicies.differences(container(spec.name()).getIndexingPolicy(), spec.policy())).as(spec.name()).isEmpty();
        }
    }

    @Test
    void v2_creates_v3s_containers_but_the_feed_and_the_renames_procedure_only() {
        open(settings, DataModel.V2).close();

        assertThat(containers()).containsExactlyInAnyOrder("v2-users", "v2-posts", "v2-leases", "v2-deadletters");
        assertThat(container("v2-users").getPartitionKeyDefinition().getPaths()).containsExactly("/userId");
        assertThat(database().getContainer("v2-posts").getScripts().getStoredProcedure(Scripts.UPDATE_USERNAMES).read().block())
                .isNotNull();
        assertThat(AzureSetup.scripts(CosmosStorage.model(DataModel.V2))).extracting(Script::container).containsExactly("v2-posts");
        assertThat(AzureSetup.containers(CosmosStorage.model(DataModel.V2), Throughput.NONE)).extracting(AzureSetup.Container::name)
                .containsExactly("v2-users", "v2-posts", "v2-leases", "v2-deadletters");
    }

    @Test
    void verify_lists_what_the_model_needs_and_nothing_of_the_others() {
        account.admin().createDatabaseIfNotExists(settings.database()).block();

        assertThatThrownBy(() -> open(settings.withProvisioning(Provisioning.VERIFY), DataModel.V2))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("container 'v2-users' (partition key /userId) is missing")
                .hasMessageContaining("container 'v2-leases' (partition key /id) is missing")
                .hasMessageContaining("stored procedure '" + Scripts.UPDATE_USERNAMES + "' on container 'v2-posts' is missing")
                .hasMessageNotContaining("feed")
                .hasMessageNotContaining("'users'");
        open(settings, DataModel.V1).close();
        try (CosmosStorage verified = open(settings.withProvisioning(Provisioning.VERIFY), DataModel.V1)) {
            assertThat(verified.ports().health().isReady()).isTrue();
        }
    }

    @Test
    void two_models_in_one_database_never_see_each_others_posts() {
        User ada = Samples.user("ada");
        Post post = Samples.post(ada, "in V3 only");
        try (CosmosStorage v3 = open(settings, DataModel.V3); CosmosStorage v1 = open(settings, DataModel.V1)) {
            v3.ports().users().add(ada);
            v3.ports().posts().add(post);

            assertThat(v1.ports().posts().find(post.id())).isEmpty();
            assertThat(v1.ports().users().find(ada.id())).isEmpty();
            assertThat(v1.ports().feed().latest(10)).isEmpty();
        }
    }

    private static CosmosStorage open(CosmosSettings settings, DataModel model) {
        return new CosmosStorage(settings, new StorageMeter(), null, new ReadYourWrites(), model);
    }

    private CosmosAsyncDatabase database() {
        return account.admin().getDatabase(settings.database());
    }

    private List<String> containers() {
        return database().readAllContainers().collectList().block().stream().map(CosmosContainerProperties::getId).toList();
    }

    private CosmosContainerProperties container(String name) {
        return database().getContainer(name).read().block().getProperties();
    }
}
