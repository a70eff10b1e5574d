package io.cosmosblog.bootstrap.history;

import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.TestCosmos;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.Settings;
import java.nio.file.Path;
import java.time.Instant;

/**
 * The blog on Cosmos DB (the tests' account: the local test server unless COSMOS_ENDPOINT is set),
 * in a database of its own, dropped at the end. Copies go to a local store and back, as
 * {@code copy --to local} and {@code copy --to cosmos} do (the views rebuilt after a copy onto Cosmos DB).
 */
final class CosmosBlog extends BlogUnderTest {

    private final CosmosSettings database = TestCosmos.freshDatabase();

    CosmosBlog(DataModel model, Path scratch) {
        super(model, scratch);
    }

    @Override
    BlogComponent component() {
        return BlogComponent.of(Settings.onCosmos(0, database).withModel(model));
    }

    @Override
    boolean survivesRestart() {
        return true;
    }

    @Override
    boolean canFill() {
        return false;
    }

    @Override
    void copiedBack() {
        Instant rebuildStarted = Instant.now();
        running.storageMaintenance().rebuild(QUIETLY);
        running.storageMaintenance().ports().projectionDelivery().viewsRebuiltAsOf(rebuildStarted);
    }

    @Override
    public void close() {
        try {
            super.close();
        } finally {
            TestCosmos.drop(database);
        }
    }
}
