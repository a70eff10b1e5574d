package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.ParkedChangesContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.metering.StorageMeter;

class InMemoryParkedChangesTest extends ParkedChangesContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StorageMeter());
    }
}
