package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.BlogContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.DataModel;

class CosmosV2BlogTest extends BlogContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest(DataModel.V2);
    }
}
