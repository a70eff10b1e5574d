package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.CommentsContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.metering.StorageMeter;

class InMemoryCommentsTest extends CommentsContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StorageMeter());
    }
}
