package io.cosmosblog.adapters.http.security;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.resilience4j.ratelimiter.RateLimiter;
import io.github.resilience4j.ratelimiter.RateLimiterConfig;
import java.time.Duration;

/**
 * One limiter per client (an address, a block of addresses, a user), each a resilience4j limiter
 * that never waits, taken through its public interface. They are kept in a Caffeine cache bounded
 * in size: a flood of new clients costs no scan and no more memory than the bound, and its
 * admission policy keeps the clients that come often over those seen once. A client unseen for a
 * whole period is forgotten, since its limiter would have refilled anyway.
 */
final class ClientLimiter {

    /**
     * Clients kept per limit, about half a KiB each (the limiter 335 bytes, measured, with its key
     * and entry): at most about 10 MiB per limit. Past it the clients seen least are forgotten
     * first, and one forgotten starts again with a whole budget.
     */
    static final int MOST_CLIENTS = 20_000;

    private final String what;
    private final RateLimit limit;
    private final RateLimiterConfig config;
    private final Runnable refused;
    private final Cache<String, Client> clients;

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
        // Upkeep on the calling thread, a little per request: nothing runs behind the service's back.
        this.clients = Caffeine.newBuilder()
                .maximumSize(mostClients)
                .expireAfterAccess(limit.isOff() ? Duration.ofSeconds(1) : limit.period())
                .executor(Runnable::run)
                .build();
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
        if (limit.isOff() || amount <= 0) {
            return;
        }
        int permits = (int) Math.min(amount, limit.permits());
        Client limiter = clients.get(client, name -> new Client(RateLimiter.of(what, config)));
        if (!limiter.permits.acquirePermission(permits)) {
            refused.run();
            throw new RateLimitedException(what, limiter.untilRefilled(limit.period()));
        }
    }

    /** How many clients are kept now (after the cache's pending upkeep). */
    long clientsKept() {
        clients.cleanUp();
        return clients.estimatedSize();
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
