package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.CommentsContract;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.storage.BlogStorage;

class InMemoryCommentsTest extends CommentsContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StoreMeter());
    }
}
