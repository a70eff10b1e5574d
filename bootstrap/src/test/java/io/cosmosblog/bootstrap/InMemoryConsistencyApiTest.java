package io.cosmosblog.bootstrap;

class InMemoryConsistencyApiTest extends ConsistencyApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.start(StorageKind.INMEMORY);
    }
}
