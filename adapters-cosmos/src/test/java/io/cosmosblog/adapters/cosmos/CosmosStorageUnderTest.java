package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.adapters.cosmos.model.CosmosModel;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;

/** The Cosmos adapter on a database of its own, dropped when the test is done. */
final class CosmosStorageUnderTest implements BlogStorage {

    private final TestAccount account;
    private final CosmosSettings settings;
    private final CosmosStorage storage;
    private final StorageMeter meter = new StorageMeter();

    CosmosStorageUnderTest() {
        this(TestAccount.shared());
    }

    CosmosStorageUnderTest(TestAccount account) {
        this(account, DataModel.V3);
    }

    /** V1 and V2 query across partitions: on an account whose posts span several. */
    CosmosStorageUnderTest(DataModel model) {
        this(model == DataModel.V3 ? TestAccount.shared() : TestAccount.fourRanges(), model);
    }

    CosmosStorageUnderTest(TestAccount account, DataModel model) {
        this(account, account.freshDatabase(), model);
    }

    CosmosStorageUnderTest(TestAccount account, CosmosSettings settings, DataModel model) {
        this(account, settings, CosmosStorage.model(model));
    }

    /** In {@code declared}, a model set up otherwise than its defaults (V4 with every post hot from its first like). */
    CosmosStorageUnderTest(TestAccount account, CosmosModel declared) {
        this(account, account.freshDatabase(), declared);
    }

    CosmosStorageUnderTest(TestAccount account, CosmosSettings settings, CosmosModel declared) {
        this.account = account;
        this.settings = settings;
        this.storage = new CosmosStorage(settings, meter, null, new ReadYourWrites(), declared);
    }

    @Override
    public StoragePorts ports() {
        return storage.ports();
    }

    @Override
    public io.cosmosblog.application.port.StoredBlog storedBlog() {
        return storage.storedBlog();
    }

    @Override
    public io.cosmosblog.application.port.UnfinishedErasures unfinishedErasures() {
        return storage.unfinishedErasures();
    }

    CosmosStorage storage() {
        return storage;
    }

    StorageMeter meter() {
        return meter;
    }

    CosmosSettings settings() {
        return settings;
    }

    @Override
    public void close() {
        try {
            storage.close();
        } finally {
            account.drop(settings.database());
        }
    }
}
