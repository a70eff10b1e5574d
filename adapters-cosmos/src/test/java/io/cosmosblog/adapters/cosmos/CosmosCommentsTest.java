package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.CommentsContract;
import io.cosmosblog.application.storage.BlogStorage;

class CosmosCommentsTest extends CommentsContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest();
    }
}
