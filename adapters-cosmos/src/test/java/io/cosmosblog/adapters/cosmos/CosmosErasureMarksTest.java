package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.copy.CopiedKind;
import io.cosmosblog.application.copy.CopyBlog;
import io.cosmosblog.application.copy.CopyResult;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.UnfinishedErasures;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.function.BiConsumer;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The erasure marks' item sits among the users: no scan, count, change feed or copy takes it for
 * one, a copy leaves the target's own marks alone, and two instances marking at once keep every
 * mark (the item is changed on its ETag, again when another changed it first).
 */
class CosmosErasureMarksTest {

    private static final Duration CATCH_UP = Duration.ofSeconds(30);
    private static final CopyBlog.Progress QUIET = new CopyBlog.Progress() {
        @Override
        public void usersCopied(long users, long posts) {
        }

        @Override
        public void postCopied(long items) {
        }
    };

    @ParameterizedTest
    @EnumSource(DataModel.class)
    void marks_are_never_taken_for_users_nor_copied_nor_counted(DataModel model) throws InterruptedException {
        User ann = Samples.user("ann");
        UserId bob = Samples.user("bob").id();
        UserId carol = Samples.user("carol").id();
        try (CosmosStorageUnderTest source = new CosmosStorageUnderTest(model);
                CosmosStorageUnderTest target = new CosmosStorageUnderTest(model)) {
            StoragePorts ports = source.ports();
            ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
            ports.users().add(ann);
            Post post = Samples.post(ann, "kept");
            ports.posts().add(post);
            source.unfinishedErasures().begun(bob);
            target.unfinishedErasures().begun(carol);
            assertThat(source.unfinishedErasures().atStart()).containsExactly(bob);

            assertThat(users(ports)).containsExactly(ann);
            assertThat(ports.posts().count()).isEqualTo(1);
            assertThat(ports.projectionDelivery().awaitCaughtUp(CATCH_UP)).as("caught up").isTrue();
            assertThat(ports.projectionDelivery().parkedSinceStart()).as("nothing the projections refused").isZero();
            assertThat(ports.parkedChanges().all()).isEmpty();
            assertThat(ports.userPosts().postsOf(ann.id(), PageRequest.first(10)).items())
                    .hasSize(1);

            CopyResult copied = new CopyBlog(ports, target.ports(), 1, Runnable::run).copy(QUIET);
            assertThat(copied.isVerified()).isTrue();
            CopiedKind users = copied.kinds().get(0);
            assertThat(List.of(users.name(), users.inSource(), users.inTarget(), users.takenBack()))
                    .containsExactly("users", 1L, 1L, 0L);
            assertThat(users(target.ports())).containsExactly(ann);
            assertThat(target.unfinishedErasures().atStart()).as("the target's own, not the source's").containsExactly(carol);
        }
    }

    @Test
    void two_instances_marking_at_once_keep_every_mark() throws Exception {
        List<UserId> ones = ids("one");
        List<UserId> twos = ids("two");
        try (CosmosStorageUnderTest one = new CosmosStorageUnderTest(DataModel.V3);
                CosmosStorage two = new CosmosStorage(one.settings(), new StorageMeter(), DataModel.V3)) {
            together(one.unfinishedErasures(), ones, two.unfinishedErasures(), twos, UnfinishedErasures::begun);
            assertThat(two.unfinishedErasures().atStart()).containsExactlyInAnyOrderElementsOf(
                    Stream.concat(ones.stream(), twos.stream()).toList());

            together(one.unfinishedErasures(), ones, two.unfinishedErasures(), twos, UnfinishedErasures::finished);
            assertThat(one.unfinishedErasures().atStart()).isEmpty();
        }
    }

    /** Each instance changes its own users' marks on a thread of its own, both starting at once. */
    private static void together(UnfinishedErasures one, List<UserId> ones, UnfinishedErasures two, List<UserId> twos,
            BiConsumer<UnfinishedErasures, UserId> change) throws Exception {
        CyclicBarrier start = new CyclicBarrier(2);
        CompletableFuture<Void> first = CompletableFuture.runAsync(() -> each(start, one, ones, change));
        CompletableFuture<Void> second = CompletableFuture.runAsync(() -> each(start, two, twos, change));
        CompletableFuture.allOf(first, second).get();
    }

    private static void each(CyclicBarrier start, UnfinishedErasures marks, List<UserId> users,
            BiConsumer<UnfinishedErasures, UserId> change) {
        try {
            start.await();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        users.forEach(user -> change.accept(marks, user));
    }

    private static List<UserId> ids(String prefix) {
        return IntStream.range(0, 12).mapToObj(i -> new UserId(prefix + "-" + i)).toList();
    }

    private static List<User> users(StoragePorts ports) {
        List<User> users = new ArrayList<>();
        ports.users().forEach(users::add);
        return users;
    }
}
