package io.cosmosblog.bootstrap;

class InMemoryMetricsApiTest extends MetricsApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.start(StorageKind.INMEMORY);
    }
}
