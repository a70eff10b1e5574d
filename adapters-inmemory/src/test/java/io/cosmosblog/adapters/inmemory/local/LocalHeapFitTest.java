package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import io.cosmosblog.adapters.inmemory.capacity.SettableHeap;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StorageFullException;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A store that outgrew its heap stops the start in one line naming the heap it needs, before it
 * loads; one that fits starts, refuses writes past its mark, and has kept every write it took.
 */
class LocalHeapFitTest {

    private static final long MIB = 1024 * 1024;

    @TempDir
    Path directory;

    private InMemoryStorage open(SettableHeap heap) {
        return InMemoryStorage.onDisk(directory, new StorageMeter(), DataModel.V3, BlogContainers.PHYSICAL_PARTITIONS, HeapAndDiskMarks.DEFAULT, heap);
    }

    @Test
    void a_store_larger_than_the_heap_allows_is_refused_before_loading_naming_the_heap_it_needs() {
        User ann = Samples.user("ann");
        try (InMemoryStorage storage = open(new SettableHeap(4096 * MIB))) {
            storage.ports().users().add(ann);
            for (int i = 0; i < 200; i++) {
                storage.ports().posts().add(Post.write(PostId.generate(), ann, new Title("post " + i),
                        new PostContent("x".repeat(5000)), Samples.nextInstant()));
            }
        }

        assertThatThrownBy(() -> open(new SettableHeap(40 * MIB)))
                .isInstanceOf(DataDirectoryException.class)
                .hasMessageContaining(directory.toAbsolutePath().normalize().toString())
                .hasMessageContaining("holds 1 MiB of data")
                .hasMessageMatching("(?s).*needs a heap of about [0-9,]+ MiB, and this JVM may use 40 MiB.*")
                .hasMessageContaining("java -Xmx");
        try (InMemoryStorage reopened = open(new SettableHeap(4096 * MIB))) {
            assertThat(reopened.ports().posts().count()).as("nothing lost by the refusal").isEqualTo(200);
        }
    }

    @Test
    void past_the_mark_writes_are_refused_and_every_acknowledged_one_is_kept() {
        SettableHeap heap = new SettableHeap(4096 * MIB);
        User ann = Samples.user("ann");
        Post kept = Samples.post(ann, "kept");
        try (InMemoryStorage storage = open(heap)) {
            storage.ports().users().add(ann);
            storage.ports().posts().add(kept);
            heap.use(4000 * MIB);

            assertThatThrownBy(() -> storage.ports().posts().add(Samples.post(ann, "refused")))
                    .isInstanceOf(StorageFullException.class);
            assertThat(storage.ports().health().warnings()).isNotEmpty();
            assertThat(storage.ports().health().isReady()).isTrue();
        }
        try (InMemoryStorage reopened = open(new SettableHeap(4096 * MIB))) {
            assertThat(reopened.ports().posts().find(kept.id())).contains(kept);
            assertThat(reopened.ports().posts().count()).isEqualTo(1);
        }
    }
}
