package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.RebuildViewsContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.metering.StorageMeter;

class InMemoryRebuildViewsTest extends RebuildViewsContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StorageMeter());
    }
}
