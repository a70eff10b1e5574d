package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.InMemoryModel.Serving;
import io.cosmosblog.adapters.inmemory.capacity.DiskSpace;
import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.capacity.MarkedHealth;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.JournalEntry;
import io.cosmosblog.application.contract.Parallel;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.Reactions.Added;
import io.cosmosblog.application.port.Reactions.Removed;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.LockSupport;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Likes given and taken back, and comments written, by many users at once while the post is
 * deleted, round after round, on every model: nothing is journaled for a post after its delete
 * (what the local store would write as a reaction on no post, or a post brought back), and no
 * like or comment is left of it in memory.
 */
class DeleteRaceTest {

    private static final int ROUNDS = 40;
    private static final int FANS = 15;

    private final List<JournalEntry> journaled = Collections.synchronizedList(new ArrayList<>());
    private final Journal recording = new Journal() {
        @Override
        public void refuseIfFailed() {
        }

        @Override
        public void append(List<JournalEntry> rows) {
            journaled.addAll(rows); // under the partition's lock: memory's order per post
        }

        @Override
        public void appendUnawaited(List<JournalEntry> rows) {
            journaled.addAll(rows);
        }

        @Override
        public void awaitCommitted() {
        }
    };

    @ParameterizedTest
    @EnumSource(DataModel.class)
    void nothing_is_journaled_for_a_post_after_its_delete_and_nothing_is_left_of_it(DataModel model) throws Exception {
        HighWaterMark mark = new HighWaterMark(Heap.ofThisJvm(), DiskSpace.NONE, HeapAndDiskMarks.DEFAULT);
        InMemoryModel opened = InMemoryStorage.model(model, new StorageMeter(), recording, mark, 4);
        StoragePorts ports = opened.ports(new Serving(user -> { }, UnaryOperator.identity(), new MarkedHealth(() -> true, mark)));
        User ada = Samples.user("ada");
        ports.users().add(ada);
        List<User> fans = IntStream.range(0, FANS).mapToObj(i -> Samples.user("fan" + i)).toList();
        fans.forEach(ports.users()::add);
        Set<Object> answers = ConcurrentHashMap.newKeySet();
        List<PostId> deleted = new ArrayList<>();

        for (int round = 0; round < ROUNDS; round++) {
            Post post = Samples.post(ada, "round " + round);
            ports.posts().add(post);
            deleted.add(post.id());
            Parallel.run(FANS + 1, t -> {
                if (t == FANS) {
                    LockSupport.parkNanos(ThreadLocalRandom.current().nextLong(300_000)); // lands among the writes
                    assertThat(ports.posts().remove(post.id())).isPresent();
                    return;
                }
                User fan = fans.get(t);
                for (int i = 0; i < 4; i++) {
                    answers.add(ports.likes().add(Samples.like(post, fan)));
                    answers.add(ports.comments().add(Samples.comment(post, fan, "c" + i)));
                    answers.add(ports.likes().remove(post.id(), Like.identityOf(fan.id())));
                }
            });
            assertThat(ports.likes().on(post.id(), PageRequest.first(100)).items()).isEmpty();
            assertThat(ports.comments().on(post.id(), PageRequest.first(100)).items()).isEmpty();
        }

        for (User fan : fans) {
            List<Object> left = new ArrayList<>();
            ports.likes().forEachBy(fan.id(), left::add);
            ports.comments().forEachBy(fan.id(), left::add);
            assertThat(left).as("what " + fan.username().value() + " left on deleted posts").isEmpty();
        }
        assertThat(answers).isSubsetOf(Added.ADDED, Added.NO_SUCH_POST, Removed.REMOVED, Removed.NOT_THERE, Removed.NO_SUCH_POST);
        List<JournalEntry> rows = List.copyOf(journaled);
        for (PostId post : deleted) {
            int end = rows.indexOf(rows.stream().filter(row -> row instanceof JournalEntry.PostRemoved r && r.post().id().equals(post))
                    .findFirst().orElseThrow());
            assertThat(rows.subList(end + 1, rows.size()).stream().filter(row -> postOf(row).filter(post::equals).isPresent()))
                    .as("rows of a deleted post after its delete").isEmpty();
        }
    }

    private static Optional<PostId> postOf(JournalEntry row) {
        if (row instanceof JournalEntry.PostStored r) {
            return Optional.of(r.post().id());
        }
        if (row instanceof JournalEntry.CommentStored r) {
            return Optional.of(r.comment().postId());
        }
        if (row instanceof JournalEntry.LikeStored r) {
            return Optional.of(r.like().postId());
        }
        if (row instanceof JournalEntry.ReactionRemoved r) {
            return Optional.of(r.reaction().postId());
        }
        if (row instanceof JournalEntry.PostRemoved r) {
            return Optional.of(r.post().id());
        }
        return Optional.empty();
    }
}
