package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.UsersContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.DataModel;

class CosmosV1UsersTest extends UsersContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest(DataModel.V1);
    }
}
