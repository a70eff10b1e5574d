package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.PostsContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.DataModel;

class CosmosV2PostsTest extends PostsContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest(DataModel.V2);
    }
}
