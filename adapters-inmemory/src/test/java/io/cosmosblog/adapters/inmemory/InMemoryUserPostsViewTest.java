package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.UserPostsViewContract;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.storage.BlogStorage;

class InMemoryUserPostsViewTest extends UserPostsViewContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StoreMeter());
    }
}
