package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.LikesContract;
import io.cosmosblog.application.storage.BlogStorage;

class CosmosLikesTest extends LikesContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest();
    }
}
