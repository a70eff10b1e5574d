package io.cosmosblog.bootstrap;

import io.cosmosblog.application.port.DataModel;

/** The HTTP contract on the article's V1 design, in memory: same answers, other costs. */
class InMemoryV1ContractApiTest extends ContractApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.inMemory(DataModel.V1);
    }
}
