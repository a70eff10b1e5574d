package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.ParkedRenamesContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.DataModel;

class CosmosV2ParkedRenamesTest extends ParkedRenamesContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest(DataModel.V2);
    }
}
