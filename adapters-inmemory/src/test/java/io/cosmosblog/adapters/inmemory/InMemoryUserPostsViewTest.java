package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.UserPostsViewContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.metering.StorageMeter;

class InMemoryUserPostsViewTest extends UserPostsViewContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StorageMeter());
    }
}
