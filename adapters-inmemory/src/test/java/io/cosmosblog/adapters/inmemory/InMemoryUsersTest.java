package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.UsersContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class InMemoryUsersTest extends UsersContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new InMemoryStorageUnderTest();
    }
}
