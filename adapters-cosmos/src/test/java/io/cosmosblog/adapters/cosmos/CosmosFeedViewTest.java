package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.FeedViewContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class CosmosFeedViewTest extends FeedViewContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new CosmosStorageUnderTest();
    }
}
