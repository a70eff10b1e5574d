package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.PostListsContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.metering.StorageMeter;

class InMemoryV3PostListsTest extends PostListsContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StorageMeter());
    }
}
