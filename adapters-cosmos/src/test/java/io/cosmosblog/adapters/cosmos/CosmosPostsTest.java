package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.PostsContract;
import io.cosmosblog.application.storage.BlogStorage;

class CosmosPostsTest extends PostsContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest();
    }
}
