package io.cosmosblog.bootstrap;

import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

@Execution(ExecutionMode.CONCURRENT)
class CosmosTokenLifecycleApiTest extends TokenLifecycleApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.start(StorageKind.COSMOS, shortLived());
    }
}
