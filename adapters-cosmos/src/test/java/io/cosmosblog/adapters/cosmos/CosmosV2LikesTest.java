package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.LikesContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.DataModel;

class CosmosV2LikesTest extends LikesContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest(DataModel.V2);
    }
}
