package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.UsersContract;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.storage.BlogStorage;

class InMemoryUsersTest extends UsersContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StoreMeter());
    }
}
