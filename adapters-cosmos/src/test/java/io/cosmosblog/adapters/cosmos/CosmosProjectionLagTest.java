package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.ProjectionLagContract;
import io.cosmosblog.application.storage.BlogStorage;

class CosmosProjectionLagTest extends ProjectionLagContract {

    @Override
    protected BlogStorage newStorage() {
        return new CosmosStorageUnderTest();
    }
}
