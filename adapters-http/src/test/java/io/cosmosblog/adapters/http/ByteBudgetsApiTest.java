package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.TestApi.Member;
import io.cosmosblog.adapters.http.TestApi.Reply;
import io.cosmosblog.adapters.http.security.ClientBudgets;
import io.cosmosblog.adapters.http.security.ClientBudgets.NewAccounts;
import io.cosmosblog.adapters.http.security.RateLimit;
import io.cosmosblog.adapters.http.security.RequestLimits;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bytes one account stores, per period and per day, and the smaller budgets of a new account:
 * 429 with Retry-After past them, counted, and nobody else's budget touched.
 */
class ByteBudgetsApiTest {

    private static final RateLimit KB_AN_HOUR = new RateLimit(1000, Duration.ofHours(1));

    @RegisterExtension
    static final TestApi hourly = TestApi.budgeted(ClientBudgets.NONE.withBytes(KB_AN_HOUR, RateLimit.OFF), false);

    @RegisterExtension
    static final TestApi daily = TestApi.budgeted(ClientBudgets.NONE.withBytes(RateLimit.OFF,
            new RateLimit(1000, Duration.ofDays(1))), false);

    private static final MovableClock CLOCK = new MovableClock(Instant.parse("2026-11-26T08:00:00Z"));

    @RegisterExtension
    static final TestApi newcomers = TestApi.budgeted(ClientBudgets.NONE.withNewAccounts(
            new NewAccounts(Duration.ofHours(1), new RateLimit(2, Duration.ofHours(1)), RateLimit.OFF, RateLimit.OFF)), false, CLOCK);

    private static Reply post(TestApi api, Member author, String content) {
        return api.send("POST", "/api/posts", author.token(), "{\"title\":\"t\",\"content\":\"" + content + "\"}");
    }

    @Test
    void an_account_that_stored_its_bytes_for_the_period_is_refused_and_another_is_served() {
        Member ann = hourly.register("ann");
        Member bob = hourly.register("bob");
        post(hourly, ann, "x".repeat(600)).expect(201);

        Reply refused = post(hourly, ann, "x".repeat(600));

        refused.error(429, "too_many_requests");
        assertThat(Long.parseLong(refused.header("Retry-After"))).isBetween(1L, 3600L);
        assertThat(hourly.refusedBy(RequestLimits.BYTES)).isEqualTo(1);
        post(hourly, bob, "x".repeat(600)).expect(201);
        hourly.send("POST", "/api/posts/" + hourly.write(bob, "short") + "/likes", ann.token(), null).expect(201);
    }

    /** Counted as stored, in UTF-8: an emoji is four bytes, so 250 of them are the whole kilobyte. */
    @Test
    void bytes_are_counted_in_utf8_and_a_write_larger_than_the_budget_goes_through_once_when_it_is_full() {
        Member emoji = hourly.register("emoji");
        post(hourly, emoji, "\uD83D\uDE00".repeat(249)).expect(201); // 996 bytes and the title's 1
        post(hourly, emoji, "abcd").error(429, "too_many_requests");

        Member large = hourly.register("large");
        post(hourly, large, "y".repeat(5000)).expect(201);
        post(hourly, large, "y").error(429, "too_many_requests");
    }

    @Test
    void the_daily_budget_answers_with_a_wait_of_hours_and_comments_count_too() {
        Member ann = daily.register("ann");
        String post = daily.write(ann, "t");
        daily.send("POST", "/api/posts/" + post + "/comments", ann.token(), "{\"content\":\"" + "c".repeat(900) + "\"}").expect(201);

        Reply refused = daily.send("POST", "/api/posts/" + post + "/comments", ann.token(), "{\"content\":\"" + "c".repeat(200) + "\"}");

        refused.error(429, "too_many_requests");
        assertThat(Long.parseLong(refused.header("Retry-After"))).isGreaterThan(3600L);
        assertThat(daily.refusedBy(RequestLimits.BYTES_DAILY)).isEqualTo(1);
    }

    @Test
    void a_new_account_has_a_smaller_budget_until_its_first_period_is_over() {
        Member fresh = newcomers.register("fresh");
        newcomers.write(fresh, "one");
        newcomers.write(fresh, "two");

        post(newcomers, fresh, "three").error(429, "too_many_requests");
        assertThat(newcomers.refusedBy(RequestLimits.NEW_ACCOUNT_WRITES)).isEqualTo(1);

        CLOCK.advance(Duration.ofHours(2));
        for (int i = 0; i < 5; i++) {
            newcomers.write(fresh, "established " + i);
        }
    }

    /** The server's threads read it while the test moves it. */
    private static final class MovableClock extends Clock {

        private final AtomicReference<Instant> now;

        MovableClock(Instant start) {
            this.now = new AtomicReference<>(start);
        }

        void advance(Duration by) {
            now.updateAndGet(instant -> instant.plus(by));
        }

        @Override
        public Instant instant() {
            return now.get();
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            throw new UnsupportedOperationException("instants only");
        }
    }
}
