package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.ProjectionLagContract;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.storage.BlogStorage;

class InMemoryProjectionLagTest extends ProjectionLagContract {

    @Override
    protected BlogStorage newStorage() {
        return new InMemoryStorage(new StoreMeter());
    }
}
