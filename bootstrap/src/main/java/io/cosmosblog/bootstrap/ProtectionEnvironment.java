package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.http.security.ClientBudgets;
import io.cosmosblog.adapters.http.security.ClientBudgets.NewAccounts;
import io.cosmosblog.adapters.http.security.RateLimit;
import io.cosmosblog.adapters.http.security.SessionTokenSignature;
import io.cosmosblog.adapters.http.security.TrustedProxies;
import io.cosmosblog.domain.user.TokenLifetime;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The protection part of the environment: {@code HOST}, {@code TOKEN_LIFETIME}, the management
 * port and host, the {@code RATE_LIMIT_*} budgets and new accounts' share of them, {@code TRUST_PROXY}
 * and {@code SESSION_TOKEN_KEY}; unset, {@link Protection}'s defaults.
 */
final class ProtectionEnvironment {

    private static final Pattern LIFETIME = Pattern.compile("([0-9]{1,6})(d|h|min)");

    private ProtectionEnvironment() {
    }

    /** From the environment; {@code port} is the public one, which the management port follows by default. */
    static Protection read(Map<String, String> environment, int port) {
        return new Protection(
                orDefault(Variable.HOST.in(environment), Protection.LOOPBACK),
                lifetime(Variable.TOKEN_LIFETIME.in(environment)),
                orDefault(Variable.MANAGEMENT_HOST.in(environment), Protection.LOOPBACK),
                managementPort(Variable.MANAGEMENT_PORT.in(environment), port),
                budgets(environment),
                proxies(Variable.TRUST_PROXY.in(environment)),
                sessionTokens(Variable.SESSION_TOKEN_KEY.in(environment)));
    }

    private static Optional<SessionTokenSignature> sessionTokens(String key) {
        if (key == null || key.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(SessionTokenSignature.withKey(key));
        } catch (IllegalArgumentException e) {
            throw new InvalidSettingException(Variable.SESSION_TOKEN_KEY + ": " + e.getMessage() + ", e.g. 32 random bytes in base64");
        }
    }

    private static ClientBudgets budgets(Map<String, String> environment) {
        RateLimit writes = limit(Variable.RATE_LIMIT_WRITES, environment, Protection.DEFAULT_WRITES, RateLimit::parse);
        RateLimit bytes = limit(Variable.RATE_LIMIT_BYTES, environment, Protection.DEFAULT_BYTES, RateLimit::parseBytes);
        RateLimit bytesDaily = limit(Variable.RATE_LIMIT_BYTES_DAILY, environment, Protection.DEFAULT_BYTES_DAILY, RateLimit::parseBytes);
        Duration newFor = newAccountPeriod(Variable.NEW_ACCOUNT_PERIOD.in(environment));
        int share = newAccountShare(Variable.NEW_ACCOUNT_SHARE.in(environment));
        return new ClientBudgets(
                limit(Variable.RATE_LIMIT_SIGN_UPS, environment, Protection.DEFAULT_SIGN_UPS, RateLimit::parse),
                writes,
                limit(Variable.RATE_LIMIT_RENAMES, environment, Protection.DEFAULT_RENAMES, RateLimit::parse),
                limit(Variable.RATE_LIMIT_WRITES_PER_ADDRESS, environment, Protection.DEFAULT_WRITES_PER_ADDRESS, RateLimit::parse),
                bytes, bytesDaily,
                newFor.isZero() ? NewAccounts.NONE : NewAccounts.share(share / 100.0, newFor, writes, bytes, bytesDaily));
    }

    private static Duration newAccountPeriod(String value) {
        if (value == null || value.isBlank()) {
            return Protection.DEFAULT_NEW_ACCOUNT_PERIOD;
        }
        if (value.strip().equalsIgnoreCase("off")) {
            return Duration.ZERO;
        }
        return length(Variable.NEW_ACCOUNT_PERIOD, value);
    }

    private static int newAccountShare(String value) {
        if (value == null || value.isBlank()) {
            return Protection.DEFAULT_NEW_ACCOUNT_SHARE;
        }
        String v = value.strip();
        if (!v.matches("[0-9]{1,3}%?") || Integer.parseInt(v.replace("%", "")) < 1 || Integer.parseInt(v.replace("%", "")) > 100) {
            throw new InvalidSettingException(Variable.NEW_ACCOUNT_SHARE + " must be a share in percent from 1 to 100, not '" + value + "'");
        }
        return Integer.parseInt(v.replace("%", ""));
    }

    private static TokenLifetime lifetime(String value) {
        if (value == null || value.isBlank()) {
            return TokenLifetime.DEFAULT;
        }
        return new TokenLifetime(length(Variable.TOKEN_LIFETIME, value));
    }

    private static Duration length(Variable variable, String value) {
        Matcher m = LIFETIME.matcher(value.strip().toLowerCase(Locale.ROOT));
        if (!m.matches() || Long.parseLong(m.group(1)) == 0) {
            throw new InvalidSettingException(variable + " must be a length such as 30d, 12h or 90min, not '" + value + "'");
        }
        long amount = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "d" -> Duration.ofDays(amount);
            case "h" -> Duration.ofHours(amount);
            default -> Duration.ofMinutes(amount);
        };
    }

    private static int managementPort(String value, int port) {
        if (value == null || value.isBlank()) {
            return port == 0 ? 0 : port < 65_535 ? port + 1 : Protection.NO_MANAGEMENT_PORT;
        }
        String v = value.strip().toLowerCase(Locale.ROOT);
        if (v.equals("none")) {
            return Protection.NO_MANAGEMENT_PORT;
        }
        if (!v.matches("[0-9]{1,5}") || Integer.parseInt(v) > 65_535) {
            throw new InvalidSettingException(Variable.MANAGEMENT_PORT + " must be a number from 0 to 65535 or none, not '"
                    + value + "'");
        }
        return Integer.parseInt(v);
    }

    private static RateLimit limit(Variable variable, Map<String, String> environment, RateLimit byDefault,
            Function<String, RateLimit> parse) {
        String value = variable.in(environment);
        if (value == null || value.isBlank()) {
            return byDefault;
        }
        try {
            return parse.apply(value);
        } catch (IllegalArgumentException e) {
            throw new InvalidSettingException(variable + ": " + e.getMessage());
        }
    }

    private static TrustedProxies proxies(String value) {
        if (value == null || value.isBlank() || value.strip().equalsIgnoreCase("none")) {
            return TrustedProxies.NONE;
        }
        try {
            return TrustedProxies.parse(value);
        } catch (IllegalArgumentException e) {
            // "true" trusted any peer, so any client could name its own address: the proxies are named now.
            throw new InvalidSettingException(Variable.TRUST_PROXY + " lists the addresses of your own proxies, e.g. "
                    + "10.0.0.5 or 10.0.0.0/8,fd00::/8 (none: believe no forwarded header): " + e.getMessage());
        }
    }

    private static String orDefault(String value, String byDefault) {
        return value == null || value.isBlank() ? byDefault : value.strip();
    }
}
