package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.adapters.cosmos.v4.CosmosV4Model;
import io.cosmosblog.adapters.cosmos.v4.FeedShardPlan;
import io.cosmosblog.adapters.cosmos.v4.LikeShardPlan;
import io.cosmosblog.adapters.cosmos.v4.TurningHot;
import io.cosmosblog.application.contract.ContractMatrix;
import io.cosmosblog.application.contract.MatrixReport;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.DataModel;
import java.nio.file.Path;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The contract matrix of Cosmos DB: a row per data model, each holding every contract suite
 * ({@link ContractMatrix}), each test on a fresh database of that model ({@link CosmosStorageUnderTest});
 * a suite that cannot apply to a model is reported as skipped with its reason, and the matrix is
 * printed once it has run. The models run side by side, each on databases of its own.
 */
@ExtendWith(MatrixReport.class)
@Execution(ExecutionMode.CONCURRENT) // forked, so that the classes after it need not wait for its models
@Order(2) // among the longest: started first
class CosmosContractsTest {

    private static BlogStorage open(DataModel model, Path directory) {
        return new CosmosStorageUnderTest(model);
    }

    @Nested @Execution(ExecutionMode.CONCURRENT) class V1 extends ContractMatrix { V1() { super(DataModel.V1, CosmosContractsTest::open); } }

    @Nested @Execution(ExecutionMode.CONCURRENT) class V2 extends ContractMatrix { V2() { super(DataModel.V2, CosmosContractsTest::open); } }

    @Nested @Execution(ExecutionMode.CONCURRENT) class V3 extends ContractMatrix { V3() { super(DataModel.V3, CosmosContractsTest::open); } }

    @Nested @Execution(ExecutionMode.CONCURRENT) class V4 extends ContractMatrix { V4() { super(DataModel.V4, CosmosContractsTest::open); } }

    /**
     * V4 with every post hot from its first like, in four shards: every suite runs against a hot
     * post's likes. On the one-range server the shards share a physical partition, which changes
     * nothing the contracts can see.
     */
    @Nested @Execution(ExecutionMode.CONCURRENT) class V4HotLikes extends ContractMatrix {
        V4HotLikes() {
            super(DataModel.V4, (model, directory) -> new CosmosStorageUnderTest(TestAccount.shared(),
                    new CosmosV4Model(FeedShardPlan.ONE_PER_PARTITION, new LikeShardPlan(4, true, TurningHot.AT_FIRST_LIKE))));
        }
    }
}
