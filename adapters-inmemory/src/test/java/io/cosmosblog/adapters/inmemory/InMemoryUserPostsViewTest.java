package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.UserPostsViewContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class InMemoryUserPostsViewTest extends UserPostsViewContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new InMemoryStorageUnderTest();
    }
}
