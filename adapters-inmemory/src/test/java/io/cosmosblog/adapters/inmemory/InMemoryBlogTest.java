package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.BlogContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class InMemoryBlogTest extends BlogContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new InMemoryStorageUnderTest();
    }
}
