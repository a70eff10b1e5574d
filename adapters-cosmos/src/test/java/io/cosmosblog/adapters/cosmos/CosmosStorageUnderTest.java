package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.ForwardingStorage;
import io.cosmosblog.application.metering.StoreMeter;

/** The Cosmos adapter on a database of its own, dropped when the test is done. */
final class CosmosStorageUnderTest extends ForwardingStorage {

    private final TestAccount account;
    private final CosmosSettings settings;
    private final CosmosStorage storage;

    CosmosStorageUnderTest() {
        this(TestAccount.shared());
    }

    CosmosStorageUnderTest(TestAccount account) {
        this(account, account.freshDatabase());
    }

    private CosmosStorageUnderTest(TestAccount account, CosmosSettings settings) {
        this(account, settings, new CosmosStorage(settings, new StoreMeter()));
    }

    private CosmosStorageUnderTest(TestAccount account, CosmosSettings settings, CosmosStorage storage) {
        super(storage);
        this.account = account;
        this.settings = settings;
        this.storage = storage;
    }

    CosmosStorage storage() {
        return storage;
    }

    CosmosSettings settings() {
        return settings;
    }

    @Override
    public void close() {
        try {
            super.close();
        } finally {
            account.drop(settings.database());
        }
    }
}
