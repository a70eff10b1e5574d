package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.FeedViewContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class InMemoryFeedViewTest extends FeedViewContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new InMemoryStorageUnderTest();
    }
}
