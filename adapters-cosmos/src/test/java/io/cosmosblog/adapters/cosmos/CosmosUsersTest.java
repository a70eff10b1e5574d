package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.UsersContract;
import io.cosmosblog.application.storage.BlogStorage;

class CosmosUsersTest extends UsersContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest();
    }
}
