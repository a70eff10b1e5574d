package io.cosmosblog.application.contract;

import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.StoragePorts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** The base of every contract suite: each test gets fresh, empty storage from the adapter under test. */
public abstract class ContractTest {

    private BlogStorage storage;
    protected StoragePorts ports;

    /** Fresh, empty storage of the adapter under test; closed after the test. */
    protected abstract BlogStorage newStorage();

    @BeforeEach
    void openStorage() {
        storage = newStorage();
        ports = storage.ports();
    }

    @AfterEach
    void closeStorage() {
        storage.close();
    }
}
