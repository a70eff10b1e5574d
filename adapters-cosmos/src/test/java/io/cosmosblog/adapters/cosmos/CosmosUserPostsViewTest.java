package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.UserPostsViewContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class CosmosUserPostsViewTest extends UserPostsViewContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new CosmosStorageUnderTest();
    }
}
