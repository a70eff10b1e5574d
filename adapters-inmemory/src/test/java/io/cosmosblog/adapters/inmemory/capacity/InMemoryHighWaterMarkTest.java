package io.cosmosblog.adapters.inmemory.capacity;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.application.port.StorageFullException;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Past its high-water mark the store refuses writes with StorageFullException, but not deletes, and keeps serving reads, on every model. */
class InMemoryHighWaterMarkTest {

    private static final long MAX = 1000;

    @ParameterizedTest
    @EnumSource(DataModel.class)
    void past_the_heap_mark_writes_are_refused_reads_served_and_health_says_why(DataModel model) {
        SettableHeap heap = new SettableHeap(MAX);
        StoragePorts ports = new InMemoryStorage(new StorageMeter(), model, 4,
                new HighWaterMark(heap, DiskSpace.NONE, new HeapAndDiskMarks(0.85, 0))).ports();
        User ann = Samples.user("ann");
        ports.users().add(ann);
        Post post = Samples.post(ann, "before");
        ports.posts().add(post);
        Like like = Samples.like(post, ann);
        ports.likes().add(like);
        Post regretted = Samples.post(ann, "regretted");
        ports.posts().add(regretted);
        User cid = Samples.user("cid");
        ports.users().add(cid);

        heap.use(851);

        assertThatThrownBy(() -> ports.posts().add(Samples.post(ann, "after"))).isInstanceOf(StorageFullException.class);
        assertThatThrownBy(() -> ports.users().add(Samples.user("bob"))).isInstanceOf(StorageFullException.class);
        assertThatThrownBy(() -> ports.comments().add(Samples.comment(post, ann, "no room")))
                .isInstanceOf(StorageFullException.class);
        assertThatThrownBy(() -> ports.posts().edit(post.id(), new Title("t"), new PostContent("c")))
                .isInstanceOf(StorageFullException.class);
        assertThat(ports.posts().find(post.id()).map(Post::likeCount)).contains(1L);
        assertThat(ports.likes().remove(post.id(), like.identity())).as("taking back makes room: never refused")
                .isEqualTo(Reactions.Removed.REMOVED);
        assertThat(ports.posts().remove(regretted.id())).as("a delete makes room: never refused").isPresent();
        assertThat(ports.users().remove(cid.id())).as("a delete makes room: never refused").isTrue();
        assertThat(ports.health().isReady()).isTrue();
        assertThat(ports.health().warnings()).singleElement().asString()
                .contains("writes refused (507)").contains("past 85% of its");

        heap.use(849);

        ports.posts().add(Samples.post(ann, "room again"));
        assertThat(ports.health().warnings()).isEmpty();
    }

    /** What serves beside the store (the rate limiters' caches) may still grow to its bound: the mark sits that much lower. */
    @Test
    void the_heap_kept_for_what_serves_beside_the_store_lowers_the_mark() {
        long mib = 1L << 20;
        SettableHeap heap = new SettableHeap(MAX * mib);
        HighWaterMark mark = new HighWaterMark(heap, DiskSpace.NONE, new HeapAndDiskMarks(0.85, 0).keepingHeap(100 * mib));
        heap.use(749 * mib);
        mark.refuseIfFull();

        heap.use(751 * mib);

        assertThatThrownBy(mark::refuseIfFull).isInstanceOf(StorageFullException.class);
        assertThat(mark.warnings()).singleElement().asString().contains("past 85% of its 1,000 MiB less the 100 MiB kept for serving");
    }

    @Test
    void below_the_free_disk_kept_writes_are_refused() {
        AtomicLong free = new AtomicLong(1_000_000);
        HighWaterMark mark = new HighWaterMark(new SettableHeap(MAX), free::get, new HeapAndDiskMarks(0.85, 500_000));
        mark.refuseIfFull();

        free.set(400_000);
        sleepPastTheDiskLook();

        assertThatThrownBy(mark::refuseIfFull).isInstanceOf(StorageFullException.class)
                .hasMessageContaining("reading goes on");
        assertThat(mark.warnings()).singleElement().asString().contains("left on the data directory's disk").contains("kept free");
    }

    private static void sleepPastTheDiskLook() {
        try {
            Thread.sleep(300);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
