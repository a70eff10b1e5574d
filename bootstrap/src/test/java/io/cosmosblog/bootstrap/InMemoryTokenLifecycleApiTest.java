package io.cosmosblog.bootstrap;

import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

@Execution(ExecutionMode.CONCURRENT)
@Order(11) // among the longest: started first
class InMemoryTokenLifecycleApiTest extends TokenLifecycleApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.start(StorageKind.INMEMORY, shortLived());
    }
}
