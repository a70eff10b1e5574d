package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.UserPostsViewContract;
import io.cosmosblog.application.storage.BlogStorage;

class CosmosUserPostsViewTest extends UserPostsViewContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest();
    }
}
