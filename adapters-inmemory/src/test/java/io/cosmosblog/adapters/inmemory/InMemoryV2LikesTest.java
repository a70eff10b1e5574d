package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.LikesContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.DataModel;
import io.cosmosblog.application.storage.metering.StorageMeter;

class InMemoryV2LikesTest extends LikesContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StorageMeter(), DataModel.V2);
    }
}
