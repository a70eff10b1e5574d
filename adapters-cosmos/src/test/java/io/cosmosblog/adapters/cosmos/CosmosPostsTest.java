package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.PostsContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class CosmosPostsTest extends PostsContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new CosmosStorageUnderTest();
    }
}
