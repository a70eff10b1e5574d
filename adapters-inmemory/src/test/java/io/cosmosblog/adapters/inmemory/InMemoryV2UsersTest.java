package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.UsersContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.DataModel;
import io.cosmosblog.application.storage.metering.StorageMeter;

class InMemoryV2UsersTest extends UsersContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StorageMeter(), DataModel.V2);
    }
}
