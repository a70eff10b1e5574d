package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.BlogContract;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.storage.BlogStorage;

class InMemoryBlogTest extends BlogContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StoreMeter());
    }
}
