package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.ContractMatrix;
import io.cosmosblog.application.contract.MatrixReport;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.metering.StorageMeter;
import java.nio.file.Path;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The contract matrix of the local store (SQLite in a fresh directory per test): a row per data
 * model, each holding every contract suite ({@link ContractMatrix}); a suite that cannot apply to
 * a model is reported as skipped with its reason, and the matrix is printed once it has run.
 */
@ExtendWith(MatrixReport.class)
class LocalStoreContractsTest {

    private static BlogStorage open(DataModel model, Path directory) {
        return InMemoryStorage.onDisk(directory.resolve("data"), new StorageMeter(), model);
    }

    @Nested class V1 extends ContractMatrix { V1() { super(DataModel.V1, LocalStoreContractsTest::open); } }

    @Nested class V2 extends ContractMatrix { V2() { super(DataModel.V2, LocalStoreContractsTest::open); } }

    @Nested class V3 extends ContractMatrix { V3() { super(DataModel.V3, LocalStoreContractsTest::open); } }

    @Nested class V4 extends ContractMatrix { V4() { super(DataModel.V4, LocalStoreContractsTest::open); } }
}
