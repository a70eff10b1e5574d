package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.PostsContract;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.storage.BlogStorage;

class InMemoryPostsTest extends PostsContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StoreMeter());
    }
}
