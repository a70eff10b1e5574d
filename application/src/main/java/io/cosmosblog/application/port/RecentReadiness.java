package io.cosmosblog.application.port;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongSupplier;

/**
 * The storage's readiness as it answered within the last {@link #FRESH} second: however often
 * load balancers and orchestrators probe, the store is asked at most about once a second, one
 * question in flight at a time, and probes arriving meanwhile share its answer. On Cosmos DB each
 * question is a read; a probe must not be a way to spend the account's throughput. Warnings and
 * whether writes are refused are the storage's own, read in memory each time.
 */
public final class RecentReadiness implements StorageHealth {

    public static final Duration FRESH = Duration.ofSeconds(1);

    private final StorageHealth storage;
    private final long freshNanos;
    private final LongSupplier nanoTime;
    private boolean lastReady;
    private long lastAnsweredAt;
    private boolean answered;
    private CompletableFuture<Boolean> asking;

    public RecentReadiness(StorageHealth storage, Duration fresh, LongSupplier nanoTime) {
        this.storage = storage;
        this.freshNanos = fresh.toNanos();
        this.nanoTime = nanoTime;
    }

    /** {@code health} asked at most once a {@link #FRESH} second; {@code health} itself when it already is. */
    public static RecentReadiness of(StorageHealth health) {
        return health instanceof RecentReadiness recent ? recent : new RecentReadiness(health, FRESH, System::nanoTime);
    }

    @Override
    public boolean isReady() {
        CompletableFuture<Boolean> answer;
        boolean asker;
        synchronized (this) {
            if (answered && nanoTime.getAsLong() - lastAnsweredAt < freshNanos) {
                return lastReady;
            }
            asker = asking == null;
            if (asker) {
                asking = new CompletableFuture<>();
            }
            answer = asking;
        }
        if (asker) {
            boolean ready = false;
            try {
                ready = askStorage();
            } finally { // even past an Error, so that no later probe waits on a question never answered
                synchronized (this) {
                    lastReady = ready;
                    lastAnsweredAt = nanoTime.getAsLong();
                    answered = true;
                    asking = null;
                }
                answer.complete(ready);
            }
            return ready;
        }
        return answer.join();
    }

    /** A storage that cannot say is not ready; the storage bounds how long it takes to say. */
    private boolean askStorage() {
        try {
            return storage.isReady();
        } catch (RuntimeException unanswered) {
            return false;
        }
    }

    @Override
    public List<String> warnings() {
        return storage.warnings();
    }

    @Override
    public boolean refusesWrites() {
        return storage.refusesWrites();
    }
}
