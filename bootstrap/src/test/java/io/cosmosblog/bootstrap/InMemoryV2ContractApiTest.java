package io.cosmosblog.bootstrap;

import io.cosmosblog.application.port.DataModel;

/** The HTTP contract on the article's V2 design, in memory: same answers, other costs. */
class InMemoryV2ContractApiTest extends ContractApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.inMemory(DataModel.V2);
    }
}
