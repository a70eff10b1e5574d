package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.BlogContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class CosmosBlogTest extends BlogContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new CosmosStorageUnderTest();
    }
}
