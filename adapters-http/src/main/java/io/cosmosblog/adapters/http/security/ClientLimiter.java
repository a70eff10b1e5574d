package io.cosmosblog.adapters.http.security;

import io.github.resilience4j.ratelimiter.RateLimiterConfig;
import io.github.resilience4j.ratelimiter.internal.AtomicRateLimiter;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One limiter per client (an address, a user), each a resilience4j limiter that never waits. A
 * limiter that has refilled completely knows nothing its absence would not, so such limiters are
 * forgotten once there are many: a flood of new addresses cannot grow the map without bound.
 */
final class ClientLimiter {

    private static final int FORGET_ABOVE = 10_000;

    private final String what;
    private final RateLimit limit;
    private final RateLimiterConfig config;
    private final Runnable refused;
    private final Map<String, Client> clients = new ConcurrentHashMap<>();

    ClientLimiter(String what, RateLimit limit, Runnable refused) {
        this.what = what;
        this.limit = limit;
        this.refused = refused;
        this.config = limit.isOff() ? null : RateLimiterConfig.custom()
                .limitForPeriod(limit.permits())
                .limitRefreshPeriod(limit.period())
                .timeoutDuration(Duration.ZERO)
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
        Client limiter = clients.computeIfAbsent(client, name -> new Client(what, config));
        if (!limiter.permits.acquirePermission(permits)) {
            refused.run();
            throw new RateLimitedException(what, limiter.untilRefilled(limit.period()));
        }
        if (clients.size() > FORGET_ABOVE) {
            clients.values().removeIf(idle -> idle.permits.getMetrics().getAvailablePermissions() >= limit.permits());
        }
    }

    /** A client's limiter, with the moment its periods are counted from. */
    private static final class Client {

        private final long start = System.nanoTime();
        private final AtomicRateLimiter permits;

        Client(String what, RateLimiterConfig config) {
            this.permits = new AtomicRateLimiter(what, config, Map.of(), System::nanoTime);
        }

        /**
         * The limiter refills whole at the end of each period, and a refused request asked for no
         * more than a whole period's permits: the wait is until the current period ends.
         */
        Duration untilRefilled(Duration period) {
            long cycle = permits.getDetailedMetrics().getCycle();
            long periodEnd = start + (cycle + 1) * period.toNanos();
            return Duration.ofNanos(Math.max(periodEnd - System.nanoTime(), 0));
        }
    }
}
