package io.cosmosblog.adapters.cosmos.changefeed;

import io.cosmosblog.adapters.cosmos.gateway.BackgroundWork;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A batch's work run in parallel across keys (partition keys: one user, one post) and in order
 * within one, so that a busy post no longer holds up every other post of its lease: at a few
 * milliseconds a store operation, one at a time, a lease projected on the order of a hundred
 * changes a second. The caller waits for all of it; the first failure is thrown once the rest
 * has run. The threads are shared by every lease of the instance, so they also cap how many
 * projection writes this instance has in flight.
 */
final class PerKey {

    static final int THREADS = 16;

    private final ThreadPoolExecutor threads = new ThreadPoolExecutor(THREADS, THREADS, 60, TimeUnit.SECONDS,
            new LinkedBlockingQueue<>(), work -> {
                Thread thread = new Thread(work, "projections-per-key");
                thread.setDaemon(true);
                return thread;
            });

    PerKey() {
        // Made when needed, gone after a minute idle: an instance with nothing to project keeps none.
        threads.allowCoreThreadTimeOut(true);
    }

    /** Runs {@code work} for each item, grouped by {@code key}: groups in parallel, each group's items in order. */
    <T> void run(List<T> items, Function<T, String> key, Consumer<T> work) {
        Map<String, List<T>> groups = new LinkedHashMap<>();
        items.forEach(item -> groups.computeIfAbsent(key.apply(item), k -> new ArrayList<>()).add(item));
        if (groups.size() <= 1) {
            items.forEach(work);
            return;
        }
        List<CompletableFuture<Void>> running = new ArrayList<>();
        // Each group runs as background work on its thread, as the batch does on the processor's.
        groups.values().forEach(group -> running.add(CompletableFuture.runAsync(
                () -> BackgroundWork.run(() -> group.forEach(work)), threads)));
        RuntimeException first = null;
        for (CompletableFuture<Void> group : running) {
            try {
                group.join();
            } catch (CompletionException e) {
                if (first == null) {
                    first = e.getCause() instanceof RuntimeException cause ? cause : e;
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
