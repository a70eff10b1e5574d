package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;

/** Writers that arrive together share a commit: the writer thread takes everything queued into one transaction. */
class LocalGroupCommitTest {

    private static final int THREADS = 8;
    private static final int WRITES_PER_THREAD = 40;

    @TempDir
    Path directory;

    @Test
    void concurrent_writes_share_commits_and_every_one_is_kept() throws Exception {
        User ada = Samples.user("ada");
        Post post = Samples.post(ada, "busy");
        List<User> readers = new ArrayList<>();
        for (int i = 0; i < THREADS * WRITES_PER_THREAD; i++) {
            readers.add(Samples.user("reader " + i));
        }
        long commitsBefore;
        long writes = (long) THREADS * WRITES_PER_THREAD;
        try (InMemoryStorage store = InMemoryStorage.onDisk(directory, new StorageMeter(), DataModel.V3)) {
            store.ports().users().add(ada);
            store.ports().posts().add(post);
            commitsBefore = store.commits();
            CyclicBarrier together = new CyclicBarrier(THREADS);
            ExecutorService threads = Executors.newFixedThreadPool(THREADS);
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                List<User> mine = readers.subList(t * WRITES_PER_THREAD, (t + 1) * WRITES_PER_THREAD);
                done.add(threads.submit(() -> {
                    together.await();
                    for (User reader : mine) {
                        store.ports().likes().add(Samples.like(post, reader));
                    }
                    return null;
                }));
            }
            for (Future<?> thread : done) {
                thread.get(2, TimeUnit.MINUTES);
            }
            threads.shutdown();
            long commits = store.commits() - commitsBefore;
            assertThat(store.committedWrites()).isEqualTo(2 + writes);
            assertThat(commits).as("commits for %d concurrent writes", writes).isPositive().isLessThan(writes);
        }
        try (InMemoryStorage reopened = InMemoryStorage.onDisk(directory, new StorageMeter(), DataModel.V3)) {
            assertThat(reopened.ports().posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(writes);
        }
    }
}
