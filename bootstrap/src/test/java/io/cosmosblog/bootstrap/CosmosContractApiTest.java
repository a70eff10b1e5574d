package io.cosmosblog.bootstrap;

class CosmosContractApiTest extends ContractApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.start(StorageKind.COSMOS);
    }
}
