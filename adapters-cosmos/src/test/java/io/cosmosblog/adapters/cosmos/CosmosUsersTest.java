package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.UsersContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class CosmosUsersTest extends UsersContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new CosmosStorageUnderTest();
    }
}
