package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.AuthorNameCopiesContract;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.storage.BlogStorage;

class InMemoryAuthorNameCopiesTest extends AuthorNameCopiesContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StoreMeter());
    }
}
