package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.ParkedChangesContract;
import io.cosmosblog.application.storage.BlogStorage;

class CosmosParkedChangesTest extends ParkedChangesContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest();
    }
}
