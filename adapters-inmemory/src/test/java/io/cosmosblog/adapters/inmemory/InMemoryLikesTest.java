package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.LikesContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class InMemoryLikesTest extends LikesContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new InMemoryStorageUnderTest();
    }
}
