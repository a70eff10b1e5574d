package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.PostListsContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.DataModel;

class CosmosV2PostListsTest extends PostListsContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest(DataModel.V2);
    }
}
