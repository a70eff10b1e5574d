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
    private final Map<String, AtomicRateLimiter> clients = new ConcurrentHashMap<>();

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
        if (limit.isOff()) {
            return;
        }
        AtomicRateLimiter limiter = clients.computeIfAbsent(client, name -> new AtomicRateLimiter(what, config));
        if (!limiter.acquirePermission()) {
            refused.run();
            long nanos = Math.max(limiter.getDetailedMetrics().getNanosToWait(), 0);
            throw new RateLimitedException(what, Duration.ofNanos(nanos));
        }
        if (clients.size() > FORGET_ABOVE) {
            clients.values().removeIf(idle -> idle.getMetrics().getAvailablePermissions() >= limit.permits());
        }
    }
}
