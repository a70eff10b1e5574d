package io.cosmosblog.adapters.http.security;

import java.time.Duration;

/**
 * Every budget that bounds one client: sign-ups per address; writes per account and per
 * address; renames per account; the bytes an account stores, per minute and per day; and smaller
 * budgets while an account is new. Past any of them a request is answered 429 with
 * {@code Retry-After}.
 *
 * @param bytes the text an account stores (names, titles, contents, counted in UTF-8) in a short period
 * @param bytesDaily the same over a day: a few largest posts are fine, thirty a minute are not
 * @param newAccounts what an account may do while it is new
 */
public record ClientBudgets(RateLimit signUps, RateLimit writes, RateLimit renames, RateLimit writesPerAddress,
        RateLimit bytes, RateLimit bytesDaily, NewAccounts newAccounts) {

    /** Nothing limited: for tests and the benchmark, which measure the service, not its limits. */
    public static final ClientBudgets NONE = new ClientBudgets(RateLimit.OFF, RateLimit.OFF, RateLimit.OFF, RateLimit.OFF,
            RateLimit.OFF, RateLimit.OFF, NewAccounts.NONE);

    /**
     * What a new account may do, for {@code period} after it got its token: its own, smaller,
     * writes and bytes. The store keeps when a token was issued, not when its account was made, so
     * a new token (a rotation, a sign-out everywhere) starts the period again: a smaller budget for
     * a day, never a larger one.
     */
    public record NewAccounts(Duration period, RateLimit writes, RateLimit bytes, RateLimit bytesDaily) {

        public static final NewAccounts NONE = new NewAccounts(Duration.ZERO, RateLimit.OFF, RateLimit.OFF, RateLimit.OFF);

        public NewAccounts {
            if (period.isNegative()) {
                throw new IllegalArgumentException("an account is new for a period of zero or more");
            }
        }

        /** A {@code share} of each of an established account's budgets, for {@code period}. */
        public static NewAccounts share(double share, Duration period, RateLimit writes, RateLimit bytes, RateLimit bytesDaily) {
            return new NewAccounts(period, writes.share(share), bytes.share(share), bytesDaily.share(share));
        }
    }

    public ClientBudgets withSignUps(RateLimit limit) {
        return new ClientBudgets(limit, writes, renames, writesPerAddress, bytes, bytesDaily, newAccounts);
    }

    public ClientBudgets withWrites(RateLimit limit) {
        return new ClientBudgets(signUps, limit, renames, writesPerAddress, bytes, bytesDaily, newAccounts);
    }

    public ClientBudgets withRenames(RateLimit limit) {
        return new ClientBudgets(signUps, writes, limit, writesPerAddress, bytes, bytesDaily, newAccounts);
    }

    public ClientBudgets withWritesPerAddress(RateLimit limit) {
        return new ClientBudgets(signUps, writes, renames, limit, bytes, bytesDaily, newAccounts);
    }

    public ClientBudgets withBytes(RateLimit perPeriod, RateLimit daily) {
        return new ClientBudgets(signUps, writes, renames, writesPerAddress, perPeriod, daily, newAccounts);
    }

    public ClientBudgets withNewAccounts(NewAccounts limits) {
        return new ClientBudgets(signUps, writes, renames, writesPerAddress, bytes, bytesDaily, limits);
    }
}
