package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.AuthorNameCopiesContract;
import io.cosmosblog.application.contract.StorageUnderTest;

class InMemoryAuthorNameCopiesTest extends AuthorNameCopiesContract {

    @Override
    protected StorageUnderTest newStorage() {
        return new InMemoryStorageUnderTest();
    }
}
