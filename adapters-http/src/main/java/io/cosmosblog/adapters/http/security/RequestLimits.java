package io.cosmosblog.adapters.http.security;

import io.cosmosblog.domain.user.User;
import io.javalin.http.Context;
import java.time.Clock;
import java.time.Instant;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * How fast one client may change things ({@link ClientBudgets}): sign-ups per address (nobody is
 * known yet); every authenticated write per account, whatever address it comes from, and per
 * address, whatever account sends it; renames on their own; and the bytes an account stores. A new
 * account draws on budgets of its own, smaller ones. Reads are not limited: they are what the store
 * and the service are built to serve.
 */
public final class RequestLimits {

    public static final String SIGN_UPS = "sign-ups";
    public static final String WRITES = "writes";
    public static final String RENAMES = "renames";
    public static final String WRITES_PER_ADDRESS = "writes-per-address";
    public static final String BYTES = "bytes";
    public static final String BYTES_DAILY = "bytes-daily";
    public static final String NEW_ACCOUNT_WRITES = "new-account-writes";
    public static final String NEW_ACCOUNT_BYTES = "new-account-bytes";
    public static final String NEW_ACCOUNT_BYTES_DAILY = "new-account-bytes-daily";

    private final AddressLimiter signUps;
    private final ClientLimiter renames;
    private final AddressLimiter writesPerAddress;
    private final AccountLimiters established;
    private final AccountLimiters newcomers;
    private final ClientBudgets.NewAccounts newAccounts;
    private final ClientAddress addresses;
    private final Clock clock;

    /** {@code refused} hears the name of the limit (one of the constants here) each time one refuses. */
    public RequestLimits(ClientBudgets budgets, ClientAddress addresses, Clock clock, Consumer<String> refused) {
        this.signUps = new AddressLimiter(SIGN_UPS, budgets.signUps(), () -> refused.accept(SIGN_UPS));
        this.renames = limiter(RENAMES, budgets.renames(), refused);
        this.writesPerAddress = new AddressLimiter(WRITES_PER_ADDRESS, budgets.writesPerAddress(),
                () -> refused.accept(WRITES_PER_ADDRESS));
        this.established = new AccountLimiters(limiter(WRITES, budgets.writes(), refused),
                limiter(BYTES, budgets.bytes(), refused), limiter(BYTES_DAILY, budgets.bytesDaily(), refused));
        this.newAccounts = budgets.newAccounts();
        this.newcomers = new AccountLimiters(limiter(NEW_ACCOUNT_WRITES, newAccounts.writes(), refused),
                limiter(NEW_ACCOUNT_BYTES, newAccounts.bytes(), refused),
                limiter(NEW_ACCOUNT_BYTES_DAILY, newAccounts.bytesDaily(), refused));
        this.addresses = addresses;
        this.clock = clock;
    }

    /** No limits: for tests and the benchmark, which measure the service, not its limits. */
    public static RequestLimits none() {
        return new RequestLimits(ClientBudgets.NONE, ClientAddress.direct(), Clock.systemUTC(), limit -> { });
    }

    /**
     * The most heap the limits of {@code budgets} hold, in bytes, each limit's clients at their
     * bound: what the service keeps of the heap beside the store (about 10 MiB a limit on).
     */
    public static long heapBound(ClientBudgets budgets) {
        ClientBudgets.NewAccounts young = budgets.newAccounts();
        return AddressLimiter.heapBound(budgets.signUps()) + AddressLimiter.heapBound(budgets.writesPerAddress())
                + Stream.of(budgets.renames(), budgets.writes(), budgets.bytes(), budgets.bytesDaily(), young.writes(),
                        young.bytes(), young.bytesDaily()).mapToLong(ClientLimiter::heapBound).sum();
    }

    private static ClientLimiter limiter(String name, RateLimit limit, Consumer<String> refused) {
        return new ClientLimiter(name, limit, () -> refused.accept(name));
    }

    public void signUp(Context ctx) {
        signUps.acquire(addresses.of(ctx));
    }

    /** One write by {@code user}, sent from where {@code ctx} came from. */
    public void write(User user, Context ctx) {
        of(user).writes.acquire(user.id().value());
        writesPerAddress.acquire(addresses.of(ctx));
    }

    /** {@code user} stores text of these lengths in UTF-8 bytes (counted once a write's body is read). */
    public void store(User user, long bytes) {
        AccountLimiters limiters = of(user);
        limiters.bytes.acquire(user.id().value(), bytes);
        limiters.bytesDaily.acquire(user.id().value(), bytes);
    }

    public void rename(User user) {
        renames.acquire(user.id().value());
    }

    private AccountLimiters of(User user) {
        Instant newUntil = user.tokenIssuedAt().plus(newAccounts.period());
        return clock.instant().isBefore(newUntil) ? newcomers : established;
    }

    /** An account's own budgets: its writes and the bytes it stores. */
    private record AccountLimiters(ClientLimiter writes, ClientLimiter bytes, ClientLimiter bytesDaily) {
    }
}
