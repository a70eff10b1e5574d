package io.cosmosblog.bootstrap;

class CosmosConsistencyApiTest extends ConsistencyApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.start(StorageKind.COSMOS);
    }
}
