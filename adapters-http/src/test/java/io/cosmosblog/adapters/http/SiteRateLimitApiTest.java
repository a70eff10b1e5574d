package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.TestApi.Reply;
import io.cosmosblog.adapters.http.security.RateLimit;
import io.cosmosblog.adapters.http.security.RequestLimits;
import java.net.http.HttpRequest.BodyPublishers;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An IPv6 client is its /64, and its /48 has a budget of its own, sixteen /64s' worth, and as many
 * first requests again for /64s that sent none: signing up from ever new /64s of one /48 is
 * refused past both, while another /48, and IPv4, are unchanged. A few /64s spending all they
 * may, however often they try, leave their neighbours a first sign-up.
 */
class SiteRateLimitApiTest {

    private static final RateLimit ONE_AN_HOUR = new RateLimit(1, Duration.ofHours(1));
    private static final int SITE_BUDGET = 16;
    private static final int FIRST_REQUESTS = 16;

    @RegisterExtension
    static final TestApi api = TestApi.limited(ONE_AN_HOUR, RateLimit.OFF, true);

    private static Reply signUpFrom(String address, String name) {
        return api.send(api.request("/api/users").header("X-Forwarded-For", address)
                .header("Content-Type", "application/json")
                .POST(BodyPublishers.ofString("{\"username\":\"" + name + "\"}")));
    }

    @Test
    void sign_ups_from_many_64s_of_one_48_are_refused_past_the_48s_budget() {
        for (int subnet = 0; subnet < SITE_BUDGET + FIRST_REQUESTS; subnet++) {
            signUpFrom("2001:db8:5:" + Integer.toHexString(subnet) + "::1", "site" + subnet).expect(201);
        }

        Reply refused = signUpFrom("2001:db8:5:ff::1", "one-more");

        refused.error(429, "too_many_requests");
        assertThat(Long.parseLong(refused.header("Retry-After"))).isBetween(1L, 3600L);
        assertThat(api.refusedBy(RequestLimits.SIGN_UPS)).isEqualTo(1);
        signUpFrom("2001:db8:6:1::1", "another-site").expect(201);
        signUpFrom("192.0.2.10", "ipv4").expect(201);
        signUpFrom("192.0.2.11", "ipv4-neighbour").expect(201);
    }

    @Test
    void sixteen_64s_spending_all_they_may_leave_their_neighbours_a_first_sign_up() {
        for (int subnet = 0; subnet < SITE_BUDGET; subnet++) {
            for (int attempt = 0; attempt < 12; attempt++) {
                signUpFrom("2001:db8:7:" + Integer.toHexString(subnet) + "::1", "taker" + subnet + "x" + attempt);
            }
        }

        for (int neighbour = 0; neighbour < 5; neighbour++) {
            signUpFrom("2001:db8:7:" + Integer.toHexString(0x100 + neighbour) + "::1", "neighbour" + neighbour).expect(201);
        }
        signUpFrom("2001:db8:7:0::1", "taker-again").error(429, "too_many_requests");
    }

    @Test
    void requests_a_64s_own_budget_refuses_take_nothing_from_its_48() {
        for (int attempt = 0; attempt < 40; attempt++) {
            signUpFrom("2001:db8:8:1::1", "hammer" + attempt);
        }

        for (int neighbour = 2; neighbour < 2 + SITE_BUDGET - 1; neighbour++) {
            signUpFrom("2001:db8:8:" + Integer.toHexString(neighbour) + "::1", "next-door" + neighbour).expect(201);
        }
    }
}
