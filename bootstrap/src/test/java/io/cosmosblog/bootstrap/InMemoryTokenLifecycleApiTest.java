package io.cosmosblog.bootstrap;

import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

@Execution(ExecutionMode.CONCURRENT)
class InMemoryTokenLifecycleApiTest extends TokenLifecycleApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.start(StorageKind.INMEMORY, shortLived());
    }
}
