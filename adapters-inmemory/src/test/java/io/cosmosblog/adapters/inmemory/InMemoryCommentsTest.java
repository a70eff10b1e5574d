package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.CommentsContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class InMemoryCommentsTest extends CommentsContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new InMemoryStorageUnderTest();
    }
}
