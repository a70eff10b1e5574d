package io.cosmosblog.tools.bench;

import com.sun.management.OperatingSystemMXBean;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.PostSummary;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * Reads the front page (Q6) every {@value #EVERY_MILLIS} ms, as a reader refreshing it would, and
 * notes when each post first showed there. A post the front page moved past unseen (a hundred
 * newer posts showed first) is noted too: it reached the front page late or never. Samples this
 * machine's CPU load meanwhile, every process's, so that a report can tell the partitions running
 * out from this machine running out.
 */
final class FeedWatch implements AutoCloseable {

    static final long EVERY_MILLIS = 20;
    private static final long CPU_EVERY_NANOS = 250_000_000L;

    private final Supplier<List<PostSummary>> frontPage;
    private final Map<PostId, Long> seen = new ConcurrentHashMap<>();
    private final Map<PostId, Long> passed = new ConcurrentHashMap<>();
    private final Map<PostId, Instant> expected = new ConcurrentHashMap<>();
    private final ConcurrentLinkedQueue<long[]> cpu = new ConcurrentLinkedQueue<>();
    private final OperatingSystemMXBean system = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private final Thread watcher;
    private volatile boolean open = true;
    private volatile RuntimeException lastFailure;

    FeedWatch(Supplier<List<PostSummary>> frontPage) {
        this.frontPage = frontPage;
        this.watcher = new Thread(this::watch, "ceiling-front-page");
        watcher.setDaemon(true);
        watcher.start();
    }

    /** A post written: from now on its showing on the front page is looked for. */
    void expect(Post post) {
        expected.put(post.id(), post.creationDate());
    }

    /** When {@code post} first showed on the front page (System.nanoTime()), or null. */
    Long seenAt(PostId post) {
        return seen.get(post);
    }

    /** When the front page first held a hundred posts newer than {@code post} while it had not shown, or null. */
    Long passedAt(PostId post) {
        return passed.get(post);
    }

    /** The mean CPU load of this machine, every process's, between two instants (System.nanoTime()), 0-1; negative when not sampled. */
    double machineCpu(long from, long to) {
        return cpuLoad(from, to, 1);
    }

    /** The same, of this JVM alone (the client, and its projections). */
    double jvmCpu(long from, long to) {
        return cpuLoad(from, to, 2);
    }

    private double cpuLoad(long from, long to, int which) {
        return cpu.stream().filter(sample -> sample[0] >= from && sample[0] <= to).mapToDouble(sample -> sample[which] / 1e6)
                .average().orElse(-1);
    }

    /** The last failure of a front-page read, if any failed. */
    RuntimeException lastFailure() {
        return lastFailure;
    }

    private void watch() {
        long nextCpu = System.nanoTime();
        while (open) {
            try {
                List<PostSummary> page = frontPage.get();
                long now = System.nanoTime();
                for (PostSummary summary : page) {
                    seen.putIfAbsent(summary.postId(), now);
                }
                if (page.size() == FeedView.CAPACITY) {
                    Instant oldest = page.get(page.size() - 1).creationDate();
                    expected.forEach((post, created) -> {
                        if (created.isBefore(oldest) && !seen.containsKey(post)) {
                            passed.putIfAbsent(post, now);
                        }
                    });
                    expected.keySet().removeIf(post -> seen.containsKey(post) || passed.containsKey(post));
                }
            } catch (RuntimeException e) {
                lastFailure = e;
            }
            long now = System.nanoTime();
            if (now >= nextCpu) {
                double machine = system.getCpuLoad();
                double jvm = system.getProcessCpuLoad();
                if (machine >= 0 && jvm >= 0) {
                    cpu.add(new long[] {now, Math.round(machine * 1e6), Math.round(jvm * 1e6)});
                }
                nextCpu = now + CPU_EVERY_NANOS;
            }
            LockSupport.parkNanos(EVERY_MILLIS * 1_000_000L);
        }
    }

    /** Stops reading once the read under way is answered (not interrupted: a read across shards would log its parts' failures). */
    @Override
    public void close() {
        open = false;
        try {
            watcher.join(Duration.ofSeconds(15).toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
