package io.cosmosblog.bootstrap;

import io.cosmosblog.application.port.DataModel;

/** The HTTP contract on the article's V1 design, on a test server with four physical partitions. */
class CosmosV1ContractApiTest extends ContractApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.onPartitionedCosmos(DataModel.V1);
    }
}
