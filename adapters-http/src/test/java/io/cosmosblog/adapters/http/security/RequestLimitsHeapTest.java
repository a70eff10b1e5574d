package io.cosmosblog.adapters.http.security;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** The heap the limits may take, kept beside the store: each limit on counts, with its spent record; one off takes none. */
class RequestLimitsHeapTest {

    private static final RateLimit ON = new RateLimit(10, Duration.ofMinutes(1));
    private static final long ONE_LIMIT = ClientLimiter.MOST_CLIENTS * ClientLimiter.BYTES_PER_CLIENT
            + SpentRecord.bytes(ClientLimiter.MOST_CLIENTS);

    @Test
    void no_limits_keep_nothing() {
        assertThat(RequestLimits.heapBound(ClientBudgets.NONE)).isZero();
    }

    @Test
    void an_address_limit_is_three_limiters_and_an_account_limit_one() {
        assertThat(RequestLimits.heapBound(ClientBudgets.NONE.withSignUps(ON))).isEqualTo(3 * ONE_LIMIT);
        assertThat(RequestLimits.heapBound(ClientBudgets.NONE.withWrites(ON))).isEqualTo(ONE_LIMIT);
    }

    @Test
    void every_limit_on_keeps_about_146_mib() {
        ClientBudgets all = new ClientBudgets(ON, ON, ON, ON, ON, ON,
                new ClientBudgets.NewAccounts(Duration.ofDays(1), ON, ON, ON));

        assertThat(RequestLimits.heapBound(all)).isEqualTo(13 * ONE_LIMIT);
        assertThat(RequestLimits.heapBound(all) >> 20).isEqualTo(146);
    }
}
