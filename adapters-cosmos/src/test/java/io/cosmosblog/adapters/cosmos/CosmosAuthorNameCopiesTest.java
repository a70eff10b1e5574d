package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.AuthorNameCopiesContract;
import io.cosmosblog.application.storage.BlogStorage;

class CosmosAuthorNameCopiesTest extends AuthorNameCopiesContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest();
    }
}
