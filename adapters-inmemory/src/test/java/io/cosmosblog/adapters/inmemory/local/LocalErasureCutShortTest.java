package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.application.users.FinishErasures;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An erasure the process is killed in, between its passes, after a write authenticated just before
 * landed behind the first pass: the next start finishes it, and nothing of the user is left.
 */
class LocalErasureCutShortTest {

    @TempDir
    Path root;

    private static final class Killed extends RuntimeException {
    }

    @Test
    void an_erasure_killed_between_its_passes_is_finished_at_the_next_start() throws Exception {
        Path data = root.resolve("data");
        Path crashed = root.resolve("crashed");
        User ann = Samples.user("ann");
        Post racing = Samples.post(ann, "written just before the erasure");
        try (InMemoryStorage store = InMemoryStorage.onDisk(data, new StorageMeter(), DataModel.V3)) {
            StoragePorts ports = store.ports();
            ports.users().add(ann);
            ports.posts().add(Samples.post(ann, "before"));
            try {
                erasure(store).eraseAround(ann.id(), () -> {
                    ports.posts().add(racing); // behind the first pass, before the account went
                    ports.users().remove(ann.id());
                    throw new Killed();
                });
            } catch (Killed killed) {
                KilledProcess.copyAsItLeaves(data, crashed);
            }
        }

        try (InMemoryStorage store = InMemoryStorage.onDisk(crashed, new StorageMeter(), DataModel.V3)) {
            assertThat(new FinishErasures(erasure(store)).finish()).isEqualTo(1);
            assertThat(postsOf(store, ann)).isEmpty();
            assertThat(store.ports().posts().find(racing.id())).isEmpty();
            assertThat(store.ports().users().find(ann.id())).isEmpty();
        }
        try (InMemoryStorage store = InMemoryStorage.onDisk(crashed, new StorageMeter(), DataModel.V3)) {
            assertThat(store.unfinishedErasures().atStart()).as("finished, so no longer marked").isEmpty();
            assertThat(postsOf(store, ann)).isEmpty();
        }
    }

    private static EraseUserContent erasure(InMemoryStorage store) {
        StoragePorts ports = store.ports();
        return new EraseUserContent(ports.posts(), ports.comments(), ports.likes(), store.unfinishedErasures());
    }

    private static List<Object> postsOf(InMemoryStorage store, User user) {
        List<Object> found = new ArrayList<>();
        store.ports().posts().forEachBy(user.id(), post -> store.ports().posts().find(post).ifPresent(found::add));
        return found;
    }
}
