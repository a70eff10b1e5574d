package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.RebuildViewsContract;
import io.cosmosblog.application.storage.BlogStorage;

class CosmosRebuildViewsTest extends RebuildViewsContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest();
    }
}
