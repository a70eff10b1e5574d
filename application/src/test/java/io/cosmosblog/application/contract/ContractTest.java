package io.cosmosblog.application.contract;

import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.domain.user.User;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;

/** The base of every contract suite: each test gets fresh, empty storage from the adapter under test. */
public abstract class ContractTest {

    // Longer than one lease-acquire interval of the change feed (a quarter of the default 60 s
    // lease expiry): a processor that missed a lease at start takes it one interval later. 10 s
    // failed once that way on a busy machine (V2 on Cosmos). Waiting ends as soon as it is caught up.
    protected static final Duration PATIENCE = Duration.ofSeconds(40);

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

    /** Starts the application's projections on the adapter's delivery, as the service does. */
    protected void startServiceProjections() {
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
    }

    /** Stops the projections a test started; nothing where the test was skipped before storage opened. */
    protected void stopProjections(Duration patience) {
        if (ports != null) {
            ports.projectionDelivery().stop(patience);
        }
    }

    /**
     * What {@code read} answers once it answers {@code expected}, or its last answer after a
     * bounded wait: the views (a user's posts, the feed) follow the writes a moment later where
     * they are stored copies (V3), and the first read already has it where they are queries.
     */
    protected <T> T eventually(Supplier<T> read, T expected) {
        assertThat(ports.projectionDelivery().awaitCaughtUp(PATIENCE)).as("projections caught up").isTrue();
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        T answer = read.get();
        while (!answer.equals(expected) && System.nanoTime() < deadline) {
            LockSupport.parkNanos(Duration.ofMillis(20).toNanos());
            answer = read.get();
        }
        return answer;
    }

    @AfterEach
    void closeStorage() {
        if (storage != null) { // null where the cell was skipped before it opened any
            storage.close();
        }
    }
}
