package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.PostsContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.DataModel;
import io.cosmosblog.application.storage.metering.StorageMeter;

class InMemoryV1PostsTest extends PostsContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StorageMeter(), DataModel.V1);
    }
}
