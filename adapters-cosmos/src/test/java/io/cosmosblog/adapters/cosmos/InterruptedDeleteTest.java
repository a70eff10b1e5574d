package io.cosmosblog.adapters.cosmos;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.items.Tombstones;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A delete cut short after its first step (the post is a tombstone, its comments still there: the
 * sweep's batch refused once) is finished by a repeat, and in V3 by the change feed; and a rename
 * passes a tombstone by.
 */
class InterruptedDeleteTest {

    private static final Duration PATIENCE = Duration.ofSeconds(30);
    /** Faults and budgets are set on a server of this test's own. */
    @RegisterExtension
    static final OwnTestServer server = new OwnTestServer();
    private final User ada = Samples.user("ada");
    private CosmosStorageUnderTest storage;
    private Inspect inspect;

    @AfterEach
    void close() {
        storage.close();
    }

    @Test
    void a_repeat_finishes_the_sweep_and_answers_that_the_post_is_gone() {
        open();
        Post post = cutShort(withComments(storage.ports()));

        assertThat(storage.ports().posts().remove(post.id())).isEmpty();

        assertThat(inspect.partition("posts", post.id().value())).singleElement()
                .satisfies(item -> assertThat(Tombstones.isTombstone(item)).isTrue());
    }

    @Test
    void the_change_feed_finishes_the_sweep_and_takes_the_copies_out() {
        open();
        StoragePorts ports = storage.ports();
        Post post = cutShort(withComments(ports));

        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));

        assertThat(eventually(() -> inspect.partition("posts", post.id().value()).size() == 1)).as("swept").isTrue();
        assertThat(ports.projectionDelivery().awaitCaughtUp(PATIENCE)).isTrue();
        assertThat(eventually(() -> ports.userPosts().postsOf(ada.id(), PageRequest.first(10)).items().isEmpty())).isTrue();
        assertThat(ports.feed().latest(10)).isEmpty();
    }

    @Test
    void a_rename_leaves_a_tombstone_as_it_is() {
        open();
        StoragePorts ports = storage.ports();
        ports.users().add(ada);
        Post post = withComments(ports);
        ports.posts().remove(post.id()).orElseThrow();
        JsonNode before = inspect.partition("posts", post.id().value()).get(0);

        ports.authorNames().rewrite(ada.renamedTo(new Username("Ada L.")));

        JsonNode after = inspect.partition("posts", post.id().value()).get(0);
        assertThat(after.has("userUsername")).isFalse();
        assertThat(after.get("_etag")).isEqualTo(before.get("_etag"));
    }

    private void open() {
        storage = new CosmosStorageUnderTest(server.account());
        inspect = new Inspect(server.account(), storage.settings());
    }

    private Post withComments(StoragePorts ports) {
        Post post = Samples.post(ada, "cut short");
        ports.posts().add(post);
        ports.comments().addAll(post.id(), List.of(Samples.comment(post, ada, "one"), Samples.comment(post, ada, "two")));
        return post;
    }

    /** A delete that stops after its first step: its sweep's batch is refused once. */
    private Post cutShort(Post post) {
        server.faults().set("[{\"operation\":\"batch\",\"container\":\"posts\",\"count\":1,\"fault\":412}]");
        assertThatThrownBy(() -> storage.ports().posts().remove(post.id())).isInstanceOf(RuntimeException.class);
        assertThat(storage.ports().posts().find(post.id())).isEmpty();
        assertThat(inspect.partition("posts", post.id().value())).hasSize(3);
        return post;
    }

    private static boolean eventually(BooleanSupplier condition) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (!condition.getAsBoolean() && System.nanoTime() < deadline) {
            LockSupport.parkNanos(Duration.ofMillis(50).toNanos());
        }
        return condition.getAsBoolean();
    }
}
