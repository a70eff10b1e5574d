package io.cosmosblog.adapters.cosmos.provisioning;

import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.Role;
import io.cosmosblog.application.port.DataModel;
import com.azure.cosmos.models.CosmosContainerProperties;
import com.azure.cosmos.models.IncludedPath;
import com.azure.cosmos.models.IndexingPolicy;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
import io.cosmosblog.adapters.cosmos.TestAccount;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.metering.StorageMeter;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Containers that exist already are checked at start: what can be fixed is, what cannot stops the start. */
class ContainerCheckTest {

    private final TestAccount account = TestAccount.shared();
    private final CosmosSettings settings = account.freshDatabase();

    @AfterEach
    void drop() {
        account.drop(settings.database());
    }

    @Test
    void an_indexing_policy_that_lacks_an_index_gets_it_keeps_the_rest_and_the_newest_first_listing_works() {
        account.admin().createDatabaseIfNotExists(settings.database()).block();
        account.admin().getDatabase(settings.database()).createContainer(new CosmosContainerProperties("users", "/userId")
                .setIndexingPolicy(new IndexingPolicy().setIncludedPaths(List.of(new IncludedPath("/*"))))).block();

        try (CosmosStorage storage = new CosmosStorage(settings, new StorageMeter(), DataModel.V3)) {
            var policy = account.admin().getDatabase(settings.database()).getContainer("users").read().block()
                    .getProperties().getIndexingPolicy();
            assertThat(IndexingPolicies.missing(policy, CosmosStorage.model(DataModel.V3).container(Role.USERS).policy())).isEmpty();
            assertThat(policy.getIncludedPaths()).extracting(path -> path.getPath()).as("nothing removed").contains("/*");
            assertThat(policy.getCompositeIndexes()).hasSize(1);
            assertThat(policy.getCompositeIndexes().get(0)).extracting(path -> path.getPath()).containsExactly("/creationDate", "/postId");
            var ada = Samples.user("ada");
            assertThat(storage.ports().userPosts().postsOf(ada.id(), PageRequest.first(5)).items()).isEmpty();
        }
    }

    @Test
    void a_container_whose_policy_is_the_intended_one_is_left_alone() {
        new CosmosStorage(settings, new StorageMeter(), DataModel.V3).close();
        String etag = account.admin().getDatabase(settings.database()).getContainer("posts").read().block().getProperties().getETag();

        new CosmosStorage(settings, new StorageMeter(), DataModel.V3).close();

        assertThat(account.admin().getDatabase(settings.database()).getContainer("posts").read().block().getProperties().getETag())
                .isEqualTo(etag);
    }

    @Test
    void a_container_with_another_partition_key_stops_the_start_naming_it_and_the_difference() {
        account.admin().createDatabaseIfNotExists(settings.database()).block();
        account.admin().getDatabase(settings.database()).createContainer("posts", "/id").block();

        assertThatThrownBy(() -> new CosmosStorage(settings, new StorageMeter(), DataModel.V3))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'posts'").hasMessageContaining("/id").hasMessageContaining("/postId");
    }
}
