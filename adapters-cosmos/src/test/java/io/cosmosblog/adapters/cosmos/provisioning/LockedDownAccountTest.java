package io.cosmosblog.adapters.cosmos.provisioning;

import io.cosmosblog.application.port.DataModel;
import com.azure.core.credential.AccessToken;
import com.azure.core.credential.TokenCredential;
import com.azure.cosmos.CosmosAsyncClient;
import com.azure.cosmos.CosmosClientBuilder;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
import io.cosmosblog.adapters.cosmos.LocalCosmos;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.user.User;
import java.time.OffsetDateTime;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Accounts set up the way Microsoft recommends for production: Microsoft Entra ID with a
 * data-plane role (which may not read scripts nor write any metadata), and the key refused for
 * metadata writes (disableKeyBasedMetadataWriteAccess). Everything was created beforehand
 * (azure-setup's commands; here: a start with the key), and the service must start on both,
 * verifying what it may read.
 */
class LockedDownAccountTest {

    /** What an identity's token looks like to the service; the test server checks only that it is one. */
    private static final TokenCredential ENTRA = request -> Mono.just(new AccessToken("eyJ0eXAiOiJKV1QifQ.e30.test",
            OffsetDateTime.now().plusHours(1)));

    private static LocalCosmos cosmos;

    @BeforeAll
    static void start() {
        cosmos = LocalCosmos.start();
    }

    @AfterAll
    static void stop() {
        if (cosmos != null) { // null where the test server could not start and the class was skipped
            cosmos.close();
        }
    }

    private static CosmosSettings createdWithTheKey() {
        CosmosSettings settings = cosmos.freshDatabase();
        new CosmosStorage(settings, new StorageMeter(), DataModel.V3).close();
        return settings;
    }

    @Test
    void an_entra_identity_starts_in_create_and_in_verify_mode_and_reads_and_writes_items() {
        CosmosSettings entra = createdWithTheKey().signedInAs(ENTRA);

        for (Provisioning mode : new Provisioning[] {Provisioning.CREATE, Provisioning.VERIFY}) {
            try (CosmosStorage storage = new CosmosStorage(entra.withProvisioning(mode), new StorageMeter(), DataModel.V3)) {
                assertThat(storage.ports().health().isReady()).as(mode.toString()).isTrue();
                User ada = Samples.user("ada " + mode);
                storage.ports().users().add(ada);
                assertThat(storage.ports().users().find(ada.id())).contains(ada);
            }
        }
    }

    @Test
    void an_entra_identity_still_finds_what_it_may_read_missing() {
        CosmosSettings settings = cosmos.freshDatabase();
        new CosmosStorage(settings, new StorageMeter(), DataModel.V3).close();
        try (CosmosAsyncClient admin = new CosmosClientBuilder().endpoint(cosmos.endpoint()).key(cosmos.key()).gatewayMode()
                .endpointDiscoveryEnabled(false).buildAsyncClient()) {
            admin.getDatabase(settings.database()).getContainer("feed").delete().block();
        }

        assertThatThrownBy(() -> new CosmosStorage(settings.signedInAs(ENTRA).withProvisioning(Provisioning.VERIFY),
                new StorageMeter(), DataModel.V3)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("container 'feed' (partition key /type) is missing");
    }

    @Test
    void the_key_on_an_account_that_refuses_key_based_metadata_writes_starts_when_everything_is_there() {
        CosmosSettings settings = createdWithTheKey();
        cosmos.refuseKeyBasedMetadataWrites(true);
        try (CosmosStorage storage = new CosmosStorage(settings, new StorageMeter(), DataModel.V3)) {
            assertThat(storage.ports().health().isReady()).isTrue();
        } finally {
            cosmos.refuseKeyBasedMetadataWrites(false);
        }
    }
}
