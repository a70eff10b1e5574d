package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.CommentsContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.DataModel;

class CosmosV1CommentsTest extends CommentsContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest(DataModel.V1);
    }
}
