package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.CommentsContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class CosmosCommentsTest extends CommentsContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new CosmosStorageUnderTest();
    }
}
