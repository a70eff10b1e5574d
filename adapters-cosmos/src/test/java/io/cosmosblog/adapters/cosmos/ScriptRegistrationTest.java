package io.cosmosblog.adapters.cosmos;

import static org.assertj.core.api.Assertions.assertThat;

import com.azure.cosmos.models.CosmosStoredProcedureProperties;
import io.cosmosblog.application.metering.StoreMeter;
import org.junit.jupiter.api.Test;

/** Starting the adapter registers the scripts from their files and replaces one whose body changed. */
class ScriptRegistrationTest {

    @Test
    void a_changed_script_is_replaced_and_an_unchanged_one_kept() {
        TestAccount account = TestAccount.shared();
        CosmosSettings settings = account.freshDatabase();
        Inspect inspect = new Inspect(account, settings);
        try {
            new CosmosStorage(settings, new StoreMeter()).close();
            var scripts = inspect.container("posts").getScripts();
            CosmosStoredProcedureProperties like = scripts.getStoredProcedure(Scripts.CREATE_LIKE).read().block().getProperties();
            scripts.getStoredProcedure(Scripts.CREATE_LIKE).replace(like.setBody("function createLike() { }")).block();
            assertThat(scripts.getStoredProcedure(Scripts.CREATE_LIKE).read().block().getProperties().getBody())
                    .isEqualTo("function createLike() { }");
            String untouchedEtag = scripts.getStoredProcedure(Scripts.CREATE_COMMENT).read().block().getProperties().getETag();

            new CosmosStorage(settings, new StoreMeter()).close();

            assertThat(scripts.getStoredProcedure(Scripts.CREATE_LIKE).read().block().getProperties().getBody())
                    .isEqualTo(Scripts.body(Scripts.CREATE_LIKE));
            assertThat(scripts.getStoredProcedure(Scripts.CREATE_COMMENT).read().block().getProperties().getETag())
                    .isEqualTo(untouchedEtag);
            assertThat(inspect.container("feed").getScripts().getTrigger(Scripts.TRUNCATE_FEED).read().block()
                    .getProperties().getBody()).isEqualTo(Scripts.body(Scripts.TRUNCATE_FEED));
        } finally {
            account.drop(settings.database());
        }
    }
}
