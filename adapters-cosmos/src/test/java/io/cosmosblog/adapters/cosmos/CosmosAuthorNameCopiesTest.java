package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.AuthorNameCopiesContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class CosmosAuthorNameCopiesTest extends AuthorNameCopiesContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new CosmosStorageUnderTest();
    }
}
