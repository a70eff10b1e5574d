package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.TestApi.Member;
import io.cosmosblog.adapters.http.TestApi.Reply;
import io.cosmosblog.adapters.http.security.RateLimit;
import io.cosmosblog.adapters.http.security.RequestLimits;
import java.net.http.HttpRequest.BodyPublishers;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/** Sign-ups per address and writes per user: 429 with Retry-After past the limit, counted; other clients served. */
class RateLimitsApiTest {

    private static final RateLimit THREE_AN_HOUR = new RateLimit(3, Duration.ofHours(1));

    @RegisterExtension
    static final TestApi api = TestApi.limited(THREE_AN_HOUR, THREE_AN_HOUR, true);

    @RegisterExtension
    static final TestApi direct = TestApi.limited(THREE_AN_HOUR, RateLimit.OFF, false);

    private static Reply signUpFrom(TestApi on, String address, String name) {
        return on.send(on.request("/api/users").header("X-Forwarded-For", address)
                .header("Content-Type", "application/json")
                .POST(BodyPublishers.ofString("{\"username\":\"" + name + "\"}")));
    }

    @Test
    void a_burst_of_sign_ups_from_one_address_is_refused_while_another_address_is_served() {
        for (int i = 0; i < 3; i++) {
            signUpFrom(api, "203.0.113.7", "burst" + i).expect(201);
        }

        Reply refused = signUpFrom(api, "203.0.113.7", "burst3");
        Reply other = signUpFrom(api, "198.51.100.2", "neighbour");

        refused.error(429, "too_many_requests");
        assertThat(Long.parseLong(refused.header("Retry-After"))).isBetween(1L, 3600L);
        other.expect(201);
        assertThat(api.refusedBy(RequestLimits.SIGN_UPS)).isEqualTo(1);
    }

    @Test
    void the_address_is_the_last_hop_a_trusted_proxy_saw_not_what_the_client_wrote_first() {
        for (int i = 0; i < 3; i++) {
            signUpFrom(api, "10.9.9." + i + ", 192.0.2.44", "spoof" + i).expect(201);
        }

        signUpFrom(api, "10.9.9.99, 192.0.2.44", "spoof3").error(429, "too_many_requests");
    }

    /**
     * A client may send X-Forwarded-For lines of its own: the proxy adds its line after them, and
     * the address is the one the proxy appended, read from the right over every line.
     */
    @Test
    void every_forwarded_line_is_read_and_the_client_cannot_hide_behind_a_line_of_its_own() {
        for (int i = 0; i < 3; i++) {
            api.send(api.request("/api/users").header("X-Forwarded-For", "10.8.8." + i)
                    .header("X-Forwarded-For", "192.0.2.55").header("Content-Type", "application/json")
                    .POST(BodyPublishers.ofString("{\"username\":\"lines" + i + "\"}"))).expect(201);
        }

        api.send(api.request("/api/users").header("X-Forwarded-For", "10.8.8.99").header("X-Forwarded-For", "192.0.2.55")
                .header("Content-Type", "application/json")
                .POST(BodyPublishers.ofString("{\"username\":\"lines3\"}"))).error(429, "too_many_requests");
    }

    /** Hops written by the trusted proxies themselves are passed over: the client is the first address that is not one. */
    @Test
    void a_chain_of_trusted_proxies_is_read_past_to_the_client() {
        for (int i = 0; i < 3; i++) {
            signUpFrom(api, "10.7.7." + i + ", 192.0.2.66, 127.0.0.1", "chain" + i).expect(201);
        }

        signUpFrom(api, "10.7.7.99, 192.0.2.66, 127.0.0.1", "chain3").error(429, "too_many_requests");
        signUpFrom(api, "192.0.2.67, 127.0.0.1", "another client behind the same proxies").expect(201);
    }

    @Test
    void without_a_trusted_proxy_a_forwarded_header_changes_nothing() {
        for (int i = 0; i < 3; i++) {
            signUpFrom(direct, "192.0.2." + i, "direct" + i).expect(201);
        }

        signUpFrom(direct, "192.0.2.200", "direct3").error(429, "too_many_requests");
    }

    @RegisterExtension
    static final TestApi renaming = TestApi.limitingRenames(new RateLimit(2, Duration.ofHours(1)));

    /** Each rename rewrites every copy of the name: a few an hour, whatever the write limit leaves. */
    @Test
    void renames_are_limited_on_their_own_and_other_writes_go_on() {
        Member ann = renaming.register("ann");
        for (int i = 0; i < 2; i++) {
            renaming.send("PUT", "/api/users/" + ann.id(), ann.token(), "{\"username\":\"ann " + i + "\"}").expect(200);
        }

        Reply refused = renaming.send("PUT", "/api/users/" + ann.id(), ann.token(), "{\"username\":\"ann again\"}");

        refused.error(429, "too_many_requests");
        assertThat(refused.header("Retry-After")).isNotNull();
        assertThat(renaming.refusedBy(RequestLimits.RENAMES)).isEqualTo(1);
        renaming.write(ann, "a post is still welcome");
        assertThat(renaming.get("/api/users/" + ann.id()).expect(200).json().get("username").asText()).isEqualTo("ann 1");
    }

    @RegisterExtension
    static final TestApi perAddress = TestApi.limitingAddresses(new RateLimit(3, Duration.ofHours(1)));

    private static Reply postFrom(String address, Member author) {
        return perAddress.send(perAddress.request("/api/posts").header("X-Forwarded-For", address)
                .header("Authorization", "Bearer " + author.token()).header("Content-Type", "application/json")
                .POST(BodyPublishers.ofString("{\"title\":\"t\",\"content\":\"c\"}")));
    }

    /**
     * Accounts piled up behind one client share its budget; an IPv6 client is one /64 (a
     * subscriber's block), whichever of its addresses it writes from; another block has its own.
     */
    @Test
    void the_accounts_behind_one_address_share_its_budget_and_an_ipv6_client_is_its_64() {
        Member one = perAddress.register("one");
        Member two = perAddress.register("two");
        Member three = perAddress.register("three");
        postFrom("2001:db8:1:2::1", one).expect(201);
        postFrom("2001:db8:1:2::ffff", two).expect(201);
        postFrom("2001:db8:1:2:aaaa:bbbb:cccc:dddd", three).expect(201);

        postFrom("2001:db8:1:2::77", one).error(429, "too_many_requests");
        postFrom("2001:db8:1:3::1", one).expect(201);
        assertThat(perAddress.refusedBy(RequestLimits.WRITES_PER_ADDRESS)).isEqualTo(1);
    }

    @Test
    void writes_are_limited_per_user_and_one_users_burst_leaves_another_alone() {
        Member ann = api.register("ann");
        Member bob = api.register("bob");
        for (int i = 0; i < 3; i++) {
            api.write(ann, "post " + i);
        }

        Reply refused = api.send("POST", "/api/posts", ann.token(), "{\"title\":\"one more\",\"content\":\"x\"}");

        refused.error(429, "too_many_requests");
        assertThat(refused.header("Retry-After")).isNotNull();
        api.write(bob, "bob's post");
        assertThat(api.refusedBy(RequestLimits.WRITES)).isEqualTo(1);
        api.get("/api/feed").expect(200);
    }
}
