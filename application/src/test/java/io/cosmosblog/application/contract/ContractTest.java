package io.cosmosblog.application.contract;

import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.StoragePorts;
import io.cosmosblog.domain.user.User;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** The base of every contract suite: each test gets fresh, empty storage from the adapter under test. */
public abstract class ContractTest {

    private BlogStorage storage;
    protected StoragePorts ports;

    /** A directory of this test's own, for a store that keeps files; deleted after the test. */
    @TempDir
    protected Path directory;

    /** Fresh, empty storage of the adapter under test; closed after the test. */
    protected abstract BlogStorage newStorage();

    @BeforeEach
    void openStorage() {
        storage = newStorage();
        ports = storage.ports();
    }

    /**
     * {@code users}, stored: whatever writes on the blog is a user of it, and a model that copies
     * no names (V1) reads each author's name from their user.
     */
    protected void stored(User... users) {
        for (User user : users) {
            ports.users().add(user);
        }
    }

    /** A new user, stored. */
    protected User member(String name) {
        User user = Samples.user(name);
        stored(user);
        return user;
    }

    /** Stops the projections a test started; nothing where the test was skipped before storage opened. */
    protected void stopProjections(Duration patience) {
        if (ports != null) {
            ports.projectionDelivery().stop(patience);
        }
    }

    @AfterEach
    void closeStorage() {
        if (storage != null) { // null where the cell was skipped before it opened any
            storage.close();
        }
    }
}
