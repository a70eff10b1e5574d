package io.cosmosblog.adapters.inmemory.copy;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.copy.CopyTarget;
import io.cosmosblog.application.port.BlogIdentity;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoredBlog;
import io.cosmosblog.application.port.metering.StorageMeter;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A service that starts on a copy's target while the copy runs marks it served, and the mark
 * outlives the copy's own marks, however close they fall: the next copy is refused rather than
 * deleting what the service took. The service starts right after the copy read the target's
 * identity, the closest it can come; in memory and on the local store.
 */
class CopyKeepsTheServedMarkTest {

    @TempDir
    Path directory;

    private final InMemoryStorage source = new InMemoryStorage(new StorageMeter(), DataModel.V3);
    private InMemoryStorage target;

    @AfterEach
    void close() {
        target.close();
    }

    private void open(String storage) {
        target = storage.equals("local") ? InMemoryStorage.onDisk(directory.resolve("target"), new StorageMeter(), DataModel.V3)
                : new InMemoryStorage(new StorageMeter(), DataModel.V3);
        source.ports().users().add(Samples.user("ann"));
    }

    private CopyTarget onto(StoredBlog stored) {
        return new CopyTarget(source.ports(), target.ports(), stored, source.storedBlog().read().orElseThrow().blog());
    }

    @ParameterizedTest
    @ValueSource(strings = {"memory", "local"})
    void a_service_started_as_the_copy_finishes_is_remembered_and_the_next_copy_refused(String storage) {
        open(storage);
        ServedAfterARead stored = new ServedAfterARead(target.storedBlog());
        CopyTarget copy = onto(stored);
        assertThat(copy.admit(false)).isEmpty();

        stored.serveAfterTheNextRead(() -> target.ports().users().add(Samples.user("cy")));
        copy.finished();

        BlogIdentity after = target.storedBlog().read().orElseThrow();
        assertThat(after.ownWrites()).as("served, in %s", after).isTrue();
        assertThat(after.copyFinished()).isTrue();
        assertThat(onto(target.storedBlog()).admit(false)).as("the next copy").isPresent();
    }

    @ParameterizedTest
    @ValueSource(strings = {"memory", "local"})
    void a_service_started_as_a_copy_run_again_decides_is_remembered_and_that_copy_refused(String storage) {
        open(storage);
        CopyTarget first = onto(target.storedBlog());
        assertThat(first.admit(false)).isEmpty();
        first.finished();
        ServedAfterARead stored = new ServedAfterARead(target.storedBlog());

        stored.serveAfterTheNextRead(() -> target.ports().users().add(Samples.user("cy")));
        Optional<CopyTarget.Refusal> refused = onto(stored).admit(false);

        assertThat(refused).as("the copy run again, on a target served as it decided").isPresent();
        assertThat(target.storedBlog().read().orElseThrow().ownWrites()).isTrue();
    }

    /** The target's identity, and a service that starts on it right after the next read, taking a write. */
    private static final class ServedAfterARead implements StoredBlog {
        private final StoredBlog stored;
        private Runnable serve = () -> { };

        ServedAfterARead(StoredBlog stored) {
            this.stored = stored;
        }

        void serveAfterTheNextRead(Runnable write) {
            serve = () -> {
                stored.serving();
                write.run();
            };
        }

        @Override
        public Optional<BlogIdentity> read() {
            return served(stored.read());
        }

        @Override
        public BlogIdentity claim() {
            return served(stored.claim());
        }

        @Override
        public boolean replace(BlogIdentity expected, BlogIdentity changed) {
            return stored.replace(expected, changed);
        }

        private <T> T served(T read) {
            Runnable now = serve;
            serve = () -> { };
            now.run();
            return read;
        }
    }
}
