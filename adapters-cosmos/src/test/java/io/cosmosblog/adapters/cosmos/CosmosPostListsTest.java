package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.PostListsContract;
import io.cosmosblog.application.storage.BlogStorage;

class CosmosPostListsTest extends PostListsContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest();
    }
}
