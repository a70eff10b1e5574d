package io.cosmosblog.application.contract;

import io.cosmosblog.application.storage.BlogStorage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** The base of every contract suite: each test gets fresh, empty storage from the adapter under test. */
public abstract class ContractTest {

    protected BlogStorage storage;

    /** Fresh, empty storage of the adapter under test; closed after the test. */
    protected abstract BlogStorage newStorage();

    @BeforeEach
    void openStorage() {
        storage = newStorage();
    }

    @AfterEach
    void closeStorage() {
        storage.close();
    }
}
