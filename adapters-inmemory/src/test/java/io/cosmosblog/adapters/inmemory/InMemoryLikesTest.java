package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.LikesContract;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.storage.BlogStorage;

class InMemoryLikesTest extends LikesContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StoreMeter());
    }
}
