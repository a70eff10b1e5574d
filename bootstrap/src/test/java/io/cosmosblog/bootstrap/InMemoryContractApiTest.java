package io.cosmosblog.bootstrap;

class InMemoryContractApiTest extends ContractApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.start(StorageKind.INMEMORY);
    }
}
