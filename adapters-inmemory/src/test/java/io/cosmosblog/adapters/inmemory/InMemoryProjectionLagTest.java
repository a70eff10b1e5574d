package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.ProjectionLagContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.metering.StorageMeter;

class InMemoryProjectionLagTest extends ProjectionLagContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StorageMeter());
    }
}
