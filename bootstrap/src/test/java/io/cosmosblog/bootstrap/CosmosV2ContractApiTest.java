package io.cosmosblog.bootstrap;

import io.cosmosblog.application.port.DataModel;

/** The HTTP contract on the article's V2 design, on a test server with four physical partitions. */
class CosmosV2ContractApiTest extends ContractApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.onPartitionedCosmos(DataModel.V2);
    }
}
