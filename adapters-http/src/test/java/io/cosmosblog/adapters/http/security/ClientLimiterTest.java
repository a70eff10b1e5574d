package io.cosmosblog.adapters.http.security;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** However many clients come, the limiters kept stay within a bound, and each still limits. */
class ClientLimiterTest {

    private static final RateLimit DAILY = new RateLimit(5, Duration.ofDays(1));

    private final AtomicInteger refusals = new AtomicInteger();

    @Test
    void a_hundred_thousand_clients_on_a_daily_budget_keep_at_most_the_bound() {
        ClientLimiter limiter = new ClientLimiter("writes", DAILY, refusals::incrementAndGet);

        for (int client = 0; client < 100_000; client++) {
            limiter.acquire("203.0." + (client >> 8) + "." + (client & 0xff)); // none refills within a day
        }

        assertThat(limiter.clientsKept()).isPositive().isLessThanOrEqualTo(ClientLimiter.MOST_CLIENTS);
        assertThat(refusals).hasValue(0);
    }

    @Test
    void a_client_past_its_budget_is_refused_until_the_period_ends() {
        ClientLimiter limiter = new ClientLimiter("writes", DAILY, refusals::incrementAndGet);
        for (int i = 0; i < 5; i++) {
            limiter.acquire("198.51.100.7");
        }

        assertThatThrownBy(() -> limiter.acquire("198.51.100.7")).isInstanceOfSatisfying(RateLimitedException.class,
                refused -> assertThat(refused.retryAfter()).isPositive().isLessThanOrEqualTo(Duration.ofDays(1)));
        limiter.acquire("198.51.100.8");
        assertThat(refusals).hasValue(1);
    }

    @Test
    void a_client_forgotten_at_the_bound_does_not_get_its_spent_budget_back() {
        RateLimit daily = new RateLimit(50, Duration.ofDays(1));
        ClientLimiter limiter = new ClientLimiter("bytes-daily", daily, refusals::incrementAndGet, 10);
        for (int i = 0; i < 50; i++) {
            limiter.acquire("198.51.100.7");
        }
        for (int client = 0; client < 1_000; client++) {
            for (int i = 0; i < 5; i++) {
                limiter.acquire("client-" + client); // often enough to be kept over it
            }
        }
        assertThat(limiter.keeps("198.51.100.7")).isFalse();

        assertThatThrownBy(() -> limiter.acquire("198.51.100.7")).isInstanceOf(RateLimitedException.class);
        limiter.acquire("198.51.100.8");
        assertThat(refusals).hasValue(1);
    }
}
