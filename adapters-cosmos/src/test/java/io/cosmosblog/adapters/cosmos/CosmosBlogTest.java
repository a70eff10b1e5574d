package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.BlogContract;
import io.cosmosblog.application.storage.BlogStorage;

class CosmosBlogTest extends BlogContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest();
    }
}
