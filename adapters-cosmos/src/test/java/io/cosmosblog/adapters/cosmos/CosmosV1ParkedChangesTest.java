package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.ParkedChangesContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.DataModel;

class CosmosV1ParkedChangesTest extends ParkedChangesContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest(DataModel.V1);
    }
}
