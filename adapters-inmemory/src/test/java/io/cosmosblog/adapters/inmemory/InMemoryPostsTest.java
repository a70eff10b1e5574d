package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.PostsContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class InMemoryPostsTest extends PostsContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new InMemoryStorageUnderTest();
    }
}
