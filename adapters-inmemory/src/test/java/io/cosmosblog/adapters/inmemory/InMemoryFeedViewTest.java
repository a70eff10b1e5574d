package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.FeedViewContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.metering.StorageMeter;

class InMemoryFeedViewTest extends FeedViewContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StorageMeter());
    }
}
