package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.AuthorNameCopiesContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.DataModel;

class CosmosV2AuthorNameCopiesTest extends AuthorNameCopiesContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest(DataModel.V2);
    }
}
