package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.LikesContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class CosmosLikesTest extends LikesContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new CosmosStorageUnderTest();
    }
}
