package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.FeedViewContract;
import io.cosmosblog.application.storage.BlogStorage;

class CosmosFeedViewTest extends FeedViewContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest();
    }
}
