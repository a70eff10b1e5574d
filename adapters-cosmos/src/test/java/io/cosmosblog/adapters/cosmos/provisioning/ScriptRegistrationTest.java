package io.cosmosblog.adapters.cosmos.provisioning;

import io.cosmosblog.application.port.DataModel;
import com.azure.cosmos.models.CosmosStoredProcedureProperties;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
import io.cosmosblog.adapters.cosmos.Inspect;
import io.cosmosblog.adapters.cosmos.TestAccount;
import io.cosmosblog.application.port.metering.StorageMeter;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Scripts are registered under ids versioned by their body, and never replaced: a restart
 * changes nothing, and another build's version stays for the instances that run it.
 */
class ScriptRegistrationTest {

    @Test
    void scripts_are_registered_once_under_versioned_ids_and_other_versions_are_left_alone() {
        TestAccount account = TestAccount.shared();
        CosmosSettings settings = account.freshDatabase();
        Inspect inspect = new Inspect(account, settings);
        try {
            new CosmosStorage(settings, new StorageMeter(), DataModel.V3).close();
            var scripts = inspect.container("posts").getScripts();
            scripts.createStoredProcedure(new CosmosStoredProcedureProperties("updateUsernames-000000000000",
                    "function updateUsernames() { }")).block();
            String registered = scripts.getStoredProcedure(Scripts.UPDATE_USERNAMES).read().block().getProperties().getETag();

            new CosmosStorage(settings, new StorageMeter(), DataModel.V3).close();

            assertThat(Scripts.UPDATE_USERNAMES).matches("updateUsernames-[0-9a-f]{12}");
            assertThat(scripts.getStoredProcedure(Scripts.UPDATE_USERNAMES).read().block().getProperties().getETag())
                    .isEqualTo(registered);
            assertThat(scripts.getStoredProcedure("updateUsernames-000000000000").read().block().getProperties().getBody())
                    .isEqualTo("function updateUsernames() { }");
            assertThat(scripts.getStoredProcedure(Scripts.UPDATE_USERNAMES).read().block().getProperties().getBody())
                    .isEqualTo(Scripts.body("updateUsernames"));
            assertThat(inspect.container("feed").getScripts().getTrigger(Scripts.TRUNCATE_FEED).read().block()
                    .getProperties().getBody()).isEqualTo(Scripts.body("truncateFeed"));
        } finally {
            account.drop(settings.database());
        }
    }
}
