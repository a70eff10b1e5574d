package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.ParkedChangesContract;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.storage.BlogStorage;

class InMemoryParkedChangesTest extends ParkedChangesContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StoreMeter());
    }
}
