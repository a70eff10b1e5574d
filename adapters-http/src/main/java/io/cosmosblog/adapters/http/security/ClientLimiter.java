package io.cosmosblog.adapters.http.security;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.RemovalCause;
import io.github.resilience4j.ratelimiter.RateLimiter;
import io.github.resilience4j.ratelimiter.RateLimiterConfig;
import java.time.Duration;

/**
 * One limiter per client (an address, a block of addresses, a user), each a resilience4j limiter
 * that never waits, taken through its public interface. They are kept in a Caffeine cache bounded
 * in size: a flood of new clients costs no scan and no more memory than the bound, and its
 * admission policy keeps the clients that come often over those seen once. A client unseen for a
 * whole period is forgotten, since its limiter would have refilled anyway; one forgotten at the
 * bound leaves what it spent in a {@link SpentRecord}, charged again if it comes back.
 */
final class ClientLimiter {

    /**
     * Clients kept per limit, about half a KiB each (the limiter 335 bytes, measured, with its key
     * and entry): at most about 10 MiB per limit, and the spent record's 1.5 MiB beside them.
     */
    static final int MOST_CLIENTS = 20_000;
    static final long BYTES_PER_CLIENT = 512;
    private static final int FEWEST_CELLS = 4096;

    private final String what;
    private final RateLimit limit;
    private final RateLimiterConfig config;
    private final Runnable refused;
    private final Cache<String, Client> clients;
    private final SpentRecord forgotten;

    ClientLimiter(String what, RateLimit limit, Runnable refused) {
        this(what, limit, refused, MOST_CLIENTS);
    }

    ClientLimiter(String what, RateLimit limit, Runnable refused, int mostClients) {
        this.what = what;
        this.limit = limit;
        this.refused = refused;
        this.config = limit.isOff() ? null : RateLimiterConfig.custom()
                .limitForPeriod(limit.permits())
                .limitRefreshPeriod(limit.period())
                .timeoutDuration(Duration.ZERO)
                .build();
        // As many cells a row as clients kept, and never few: forgotten clients then seldom share all their cells.
        this.forgotten = new SpentRecord(limit.isOff() ? 1 : Math.max(mostClients, FEWEST_CELLS));
        // Upkeep on the calling thread, a little per request: nothing runs behind the service's back.
        // The eviction listener runs as the entry goes, so its client's next request finds the record.
        this.clients = Caffeine.newBuilder()
                .maximumSize(mostClients)
                .expireAfterAccess(limit.isOff() ? Duration.ofSeconds(1) : limit.period())
                .executor(Runnable::run)
                .<String, Client>evictionListener((client, limiter, cause) -> {
                    if (cause == RemovalCause.SIZE && client != null && limiter != null) {
                        remember(client, limiter);
                    }
                })
                .build();
    }

    /** The most heap a limiter of {@code limit} holds, in bytes, with the service's bound: none when the limit is off. */
    static long heapBound(RateLimit limit) {
        return limit.isOff() ? 0 : MOST_CLIENTS * BYTES_PER_CLIENT + SpentRecord.bytes(MOST_CLIENTS);
    }

    /** Takes one request's permission for {@code client}, or throws {@link RateLimitedException}. */
    void acquire(String client) {
        acquire(client, 1);
    }

    /**
     * Takes {@code amount} permits (bytes, for a budget of bytes) for {@code client}, or throws
     * {@link RateLimitedException}. An amount larger than the whole budget takes all of it: such a
     * request goes through once the budget is full again, never more often.
     */
    void acquire(String client, long amount) {
        if (!tryAcquire(client, amount)) {
            refuse(client);
        }
    }

    /** Takes one permit for {@code client} if there is one, and says whether it did; refuses nothing. */
    boolean tryAcquire(String client) {
        return tryAcquire(client, 1);
    }

    /** Refuses {@code client}: counts it and throws {@link RateLimitedException} with the wait until its budget refills. */
    void refuse(String client) {
        refused.run();
        throw new RateLimitedException(what, limiterOf(client).untilRefilled(limit.period()));
    }

    /** Whether {@code client} has spent nothing of its budget in its current period. */
    boolean untouched(String client) {
        if (limit.isOff()) {
            return true;
        }
        Client limiter = clients.getIfPresent(client);
        return limiter == null ? forgotten.spent(client, System.nanoTime()) == 0 : limiter.spent(limit) == 0;
    }

    /** Whether {@code client}'s limiter is kept now (after the cache's pending upkeep). */
    boolean keeps(String client) {
        clients.cleanUp();
        return clients.getIfPresent(client) != null;
    }

    /** How many clients are kept now (after the cache's pending upkeep). */
    long clientsKept() {
        clients.cleanUp();
        return clients.estimatedSize();
    }

    private boolean tryAcquire(String client, long amount) {
        if (limit.isOff() || amount <= 0) {
            return true;
        }
        int permits = (int) Math.min(amount, limit.permits());
        return limiterOf(client).permits.acquirePermission(permits);
    }

    private Client limiterOf(String client) {
        return clients.get(client, this::newClient);
    }

    /** A new limiter, less what the client spent before it was forgotten: until a whole period from now, never less. */
    private Client newClient(String client) {
        Client limiter = new Client(RateLimiter.of(what, config));
        int spent = forgotten.spent(client, System.nanoTime());
        if (spent > 0) {
            limiter.permits.acquirePermission(Math.min(spent, limit.permits()));
        }
        return limiter;
    }

    private void remember(String client, Client limiter) {
        int spent = limiter.spent(limit);
        if (spent > 0) {
            long now = System.nanoTime();
            forgotten.remember(client, spent, now + limiter.untilRefilled(limit.period()).toNanos(), now);
        }
    }

    /** A client's limiter, with the moment its periods are counted from. */
    private static final class Client {

        private final RateLimiter permits;
        // Taken once the limiter exists, so never before the limiter's own start: a Retry-After
        // computed from it is never shorter than the wait.
        private final long start;

        Client(RateLimiter permits) {
            this.permits = permits;
            this.start = System.nanoTime();
        }

        /** The permits taken in the current period. */
        int spent(RateLimit limit) {
            return Math.max(0, limit.permits() - permits.getMetrics().getAvailablePermissions());
        }

        /**
         * The limiter refills whole at the end of each period counted from its start, and a
         * refused request asked for no more than a whole period's permits: the wait is until the
         * current period ends.
         */
        Duration untilRefilled(Duration period) {
            long elapsed = System.nanoTime() - start;
            return Duration.ofNanos(period.toNanos() - Math.floorMod(elapsed, period.toNanos()));
        }
    }
}
