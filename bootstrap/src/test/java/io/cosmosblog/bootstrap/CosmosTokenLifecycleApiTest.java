package io.cosmosblog.bootstrap;

import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

@Execution(ExecutionMode.CONCURRENT)
@Order(9) // among the longest: started first
class CosmosTokenLifecycleApiTest extends TokenLifecycleApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.start(StorageKind.COSMOS, shortLived());
    }
}
