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
 * An IPv6 client is its /64, and its /48 has a budget of its own, sixteen /64s' worth: signing up
 * from ever new /64s of one /48 is refused past it, while another /48, and IPv4, are unchanged.
 */
class SiteRateLimitApiTest {

    private static final RateLimit ONE_AN_HOUR = new RateLimit(1, Duration.ofHours(1));
    private static final int SITE_BUDGET = 16;

    @RegisterExtension
    static final TestApi api = TestApi.limited(ONE_AN_HOUR, RateLimit.OFF, true);

    private static Reply signUpFrom(String address, String name) {
        return api.send(api.request("/api/users").header("X-Forwarded-For", address)
                .header("Content-Type", "application/json")
                .POST(BodyPublishers.ofString("{\"username\":\"" + name + "\"}")));
    }

    @Test
    void sign_ups_from_many_64s_of_one_48_are_refused_past_the_48s_budget() {
        for (int subnet = 0; subnet < SITE_BUDGET; subnet++) {
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
}
