package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.RebuildViewsContract;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.storage.BlogStorage;

class InMemoryRebuildViewsTest extends RebuildViewsContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StoreMeter());
    }
}
