package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.FeedViewContract;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.storage.BlogStorage;

class InMemoryFeedViewTest extends FeedViewContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StoreMeter());
    }
}
