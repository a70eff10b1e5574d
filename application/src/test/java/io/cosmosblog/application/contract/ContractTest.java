package io.cosmosblog.application.contract;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** The base of every contract suite: each test gets fresh, empty storage from the adapter under test. */
public abstract class ContractTest {

    protected StorageUnderTest storage;

    /** Fresh, empty storage of the adapter under test. */
    protected abstract StorageUnderTest newStorage();

    @BeforeEach
    void openStorage() {
        storage = newStorage();
    }

    @AfterEach
    void closeStorage() {
        storage.close();
    }
}
