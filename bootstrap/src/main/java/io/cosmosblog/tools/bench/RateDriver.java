package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.StorageBusyException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;

/**
 * Sends requests at a fixed rate, whatever their answers take (an open loop, as users arrive):
 * request {@code i} is due {@code i / rate} s after the start, and runs on a thread of a pool large
 * enough that a request waiting on a throttled partition does not hold the next one back. A
 * request that started late says the client fell behind.
 */
final class RateDriver implements AutoCloseable {

    /** Requests in flight at once: past 3 s each at 128 a second. */
    private static final int THREADS = 400;

    private final ExecutorService pool;

    RateDriver() {
        AtomicInteger count = new AtomicInteger();
        pool = Executors.newFixedThreadPool(THREADS, work -> {
            Thread thread = new Thread(work, "ceiling-client-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /** What the requests of one step did. */
    record Driven(int requests, Map<String, Integer> failures, long[] latencyNanos, long latestStartNanos, long startNanos,
            long endNanos) {

        int failed() {
            return failures.values().stream().mapToInt(Integer::intValue).sum();
        }

        double p50Ms() {
            return Percentiles.of(latencyNanos, 0.50) / 1e6;
        }

        double p99Ms() {
            return Percentiles.of(latencyNanos, 0.99) / 1e6;
        }
    }

    /** {@code requests} calls of {@code request} (given their number), {@code rate} a second; waits for all of them. */
    Driven drive(int rate, int requests, IntConsumer request) throws InterruptedException {
        long start = System.nanoTime();
        long[] latencies = new long[requests];
        long[] lateness = new long[requests];
        String[] failures = new String[requests];
        List<Future<?>> sent = new ArrayList<>(requests);
        for (int i = 0; i < requests; i++) {
            long due = start + Math.round(i * 1e9 / rate);
            long wait = due - System.nanoTime();
            if (wait > 0) {
                LockSupport.parkNanos(wait);
            }
            int number = i;
            sent.add(pool.submit(() -> {
                long began = System.nanoTime();
                lateness[number] = began - due;
                try {
                    request.accept(number);
                } catch (RuntimeException e) {
                    failures[number] = reason(e);
                }
                latencies[number] = System.nanoTime() - began;
            }));
        }
        for (Future<?> answer : sent) {
            try {
                answer.get(5, TimeUnit.MINUTES);
            } catch (ExecutionException | TimeoutException e) {
                throw new IllegalStateException("a request of the ceilings did not end", e);
            }
        }
        Map<String, Integer> failed = new HashMap<>();
        Arrays.stream(failures).filter(reason -> reason != null).forEach(reason -> failed.merge(reason, 1, Integer::sum));
        return new Driven(requests, failed, latencies, Arrays.stream(lateness).max().orElse(0), start, System.nanoTime());
    }

    /** Why a request failed, as the report counts it. */
    static String reason(RuntimeException e) {
        String message = e.getMessage() == null ? "" : ": " + e.getMessage().lines().findFirst().orElse("");
        message = message.length() > 120 ? message.substring(0, 120) + "..." : message;
        // Busy: throttled past the SDK's retries, not answered in time, or not committed before its token check grew old.
        return (e instanceof StorageBusyException ? "storage busy" : e.getClass().getSimpleName()) + message;
    }

    /** Runs {@code work} for each of {@code count}, {@code parallel} at a time, untimed (setting a step up). */
    void all(int count, int parallel, IntConsumer work) throws InterruptedException {
        AtomicInteger next = new AtomicInteger();
        List<Future<?>> workers = new ArrayList<>();
        for (int w = 0; w < Math.min(parallel, count); w++) {
            workers.add(pool.submit(() -> {
                for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) {
                    work.accept(i);
                }
            }));
        }
        for (Future<?> worker : workers) {
            try {
                worker.get(10, TimeUnit.MINUTES);
            } catch (ExecutionException e) {
                throw new IllegalStateException("setting up a step of the ceilings failed: " + e.getCause(), e.getCause());
            } catch (TimeoutException e) {
                throw new IllegalStateException("setting up a step of the ceilings took over 10 minutes", e);
            }
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }

    /** Percentiles of a sample, nearest rank. */
    static final class Percentiles {

        private Percentiles() {
        }

        static double of(long[] values, double quantile) {
            if (values.length == 0) {
                return 0;
            }
            long[] sorted = values.clone();
            Arrays.sort(sorted);
            int rank = (int) Math.ceil(quantile * sorted.length) - 1;
            return sorted[Math.max(0, Math.min(sorted.length - 1, rank))];
        }
    }
}
