package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.StorageMeter;
import io.cosmosblog.application.storage.StoragePorts;

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
        this(account, account.freshDatabase());
    }

    private CosmosStorageUnderTest(TestAccount account, CosmosSettings settings) {
        this.account = account;
        this.settings = settings;
        this.storage = new CosmosStorage(settings, meter);
    }

    @Override
    public StoragePorts ports() {
        return storage.ports();
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
