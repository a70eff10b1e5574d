package io.cosmosblog.bootstrap;

class CosmosTokenLifecycleApiTest extends TokenLifecycleApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.start(StorageKind.COSMOS, shortLived());
    }
}
