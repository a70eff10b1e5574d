package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.http.security.ClientBudgets;
import io.cosmosblog.adapters.http.security.RateLimit;
import io.cosmosblog.adapters.http.security.SessionTokenSignature;
import io.cosmosblog.adapters.http.security.TrustedProxies;
import io.cosmosblog.domain.user.TokenLifetime;
import java.time.Duration;
import java.util.Optional;

/**
 * How the service protects its users and itself: who can reach it, how long tokens work, where
 * operators' endpoints listen, how fast one client may write, and whether a proxy's forwarded
 * headers are believed.
 *
 * @param host the address the public port binds to: loopback unless told otherwise, so that a
 *     blog started on a laptop is not published to its network by accident
 * @param managementPort the port of {@code /metrics}; {@link #NO_MANAGEMENT_PORT} for none, 0 for any free one
 * @param budgets how fast one client may write and how much it may store
 * @param sessionTokens how the session tokens handed out are signed, with a key every instance shares; empty: a random
 *     key of this instance's, so its tokens work here only
 */
public record Protection(String host, TokenLifetime tokenLifetime, String managementHost, int managementPort, ClientBudgets budgets,
        TrustedProxies trustedProxies, Optional<SessionTokenSignature> sessionTokens) {

    public static final int NO_MANAGEMENT_PORT = -1;
    static final String LOOPBACK = "127.0.0.1";
    static final RateLimit DEFAULT_SIGN_UPS = new RateLimit(10, Duration.ofMinutes(1));
    static final RateLimit DEFAULT_WRITES = new RateLimit(120, Duration.ofMinutes(1));
    static final RateLimit DEFAULT_RENAMES = new RateLimit(5, Duration.ofHours(1));
    static final RateLimit DEFAULT_WRITES_PER_ADDRESS = new RateLimit(600, Duration.ofMinutes(1));
    /** Two largest posts a minute (a post's text is at most about 300 KB in UTF-8), so a new account's quarter still takes one. */
    static final RateLimit DEFAULT_BYTES = RateLimit.parseBytes("2MiB/min");
    /** A writer's busiest day is a few hundred KB; a client storing megabytes a minute stops after a quarter of an hour. */
    static final RateLimit DEFAULT_BYTES_DAILY = RateLimit.parseBytes("32MiB/d");
    static final Duration DEFAULT_NEW_ACCOUNT_PERIOD = Duration.ofDays(1);
    static final int DEFAULT_NEW_ACCOUNT_SHARE = 25;
    /** Every blog a program starts in this JVM signs alike, as instances sharing a key would. */
    private static final SessionTokenSignature EMBEDDED_SESSION_TOKENS = SessionTokenSignature.ofThisInstance();

    public Protection {
        if (managementPort < NO_MANAGEMENT_PORT || managementPort > 65_535) {
            // The environment's reading refuses such a port with the variable's name; this is a program's mistake.
            throw new IllegalArgumentException("managementPort must be from 0 to 65535 or NO_MANAGEMENT_PORT, not " + managementPort);
        }
    }

    /** Session tokens signed with a key of this instance's. */
    public Protection(String host, TokenLifetime tokenLifetime, String managementHost, int managementPort, ClientBudgets budgets,
            TrustedProxies trustedProxies) {
        this(host, tokenLifetime, managementHost, managementPort, budgets, trustedProxies, Optional.empty());
    }

    /**
     * For a blog a program starts on its own (tests, the benchmark): metrics on any free loopback
     * port, and no rate limits, since those programs measure the service, not its limits.
     */
    public static Protection embedded() {
        return new Protection(LOOPBACK, TokenLifetime.DEFAULT, LOOPBACK, 0, ClientBudgets.NONE, TrustedProxies.NONE,
                Optional.of(EMBEDDED_SESSION_TOKENS));
    }

    /** The same with sign-ups and writes limited (for the tests of the limits themselves). */
    public Protection withLimits(RateLimit newSignUps, RateLimit newWrites) {
        return withBudgets(budgets.withSignUps(newSignUps).withWrites(newWrites));
    }

    public Protection withBudgets(ClientBudgets newBudgets) {
        return new Protection(host, tokenLifetime, managementHost, managementPort, newBudgets, trustedProxies, sessionTokens);
    }

    public Protection withoutLimits() {
        return withBudgets(ClientBudgets.NONE);
    }
}
