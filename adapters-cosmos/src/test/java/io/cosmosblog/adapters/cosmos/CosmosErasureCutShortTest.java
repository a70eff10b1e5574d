package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.application.users.FinishErasures;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An erasure whose instance died between its passes, after a write authenticated just before
 * landed behind the first pass: the next instance to start over the same database finishes it,
 * and nothing of the user is left, nor any mark. As the local store's, but the marks live in the
 * database, in one item beside the blog's identity.
 */
class CosmosErasureCutShortTest {

    private static final class Killed extends RuntimeException {
    }

    @ParameterizedTest
    @EnumSource(DataModel.class)
    void an_erasure_cut_short_between_its_passes_is_finished_at_the_next_start(DataModel model) {
        User ann = Samples.user("ann");
        Post racing = Samples.post(ann, "written just before the erasure");
        try (CosmosStorageUnderTest storage = new CosmosStorageUnderTest(model)) {
            StoragePorts ports = storage.ports();
            ports.users().add(ann);
            ports.posts().add(Samples.post(ann, "before"));
            try {
                erasure(storage).eraseAround(ann.id(), () -> {
                    ports.posts().add(racing); // behind the first pass, before the account went
                    ports.users().remove(ann.id());
                    throw new Killed();
                });
            } catch (Killed killed) {
                // the instance is gone; its storage is never used again
            }

            try (CosmosStorage next = new CosmosStorage(storage.settings(), new StorageMeter(), model)) {
                assertThat(new FinishErasures(erasure(next)).finish()).isEqualTo(1);
                assertThat(postsOf(next, ann)).isEmpty();
                assertThat(next.ports().posts().find(racing.id())).isEmpty();
                assertThat(next.ports().users().find(ann.id())).isEmpty();
            }
            StorageMeter meter = new StorageMeter();
            try (CosmosStorage again = new CosmosStorage(storage.settings(), meter, model)) {
                StorageMeter.Metered<?> read = meter.measure(() -> again.unfinishedErasures().atStart());
                assertThat(read.result()).as("finished, so no longer marked").isEqualTo(List.of());
                assertThat(read.cost().operations()).as("one point read").isEqualTo(1);
            }
        }
    }

    private static EraseUserContent erasure(BlogStorage store) {
        StoragePorts ports = store.ports();
        return new EraseUserContent(ports.posts(), ports.comments(), ports.likes(), store.unfinishedErasures());
    }

    private static List<Post> postsOf(BlogStorage store, User user) {
        List<Post> found = new ArrayList<>();
        store.ports().posts().forEachBy(user.id(), post -> store.ports().posts().find(post).ifPresent(found::add));
        return found;
    }
}
