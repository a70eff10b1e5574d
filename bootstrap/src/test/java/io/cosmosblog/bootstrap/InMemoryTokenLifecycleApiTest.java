package io.cosmosblog.bootstrap;

class InMemoryTokenLifecycleApiTest extends TokenLifecycleApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.start(StorageKind.INMEMORY, shortLived());
    }
}
