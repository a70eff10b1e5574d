package io.cosmosblog.adapters.http.security;

import io.cosmosblog.domain.user.UserId;
import io.javalin.http.Context;
import java.util.function.Consumer;

/**
 * How fast one client may change things: sign-ups per address (nobody is known yet), and every
 * authenticated write (post, comment, like, rename, token) per user, whatever address it comes
 * from. Reads are not limited: they are what the store and the service are built to serve.
 */
public final class RequestLimits {

    public static final String SIGN_UPS = "sign-ups";
    public static final String WRITES = "writes";
    public static final String RENAMES = "renames";
    public static final String WRITES_PER_ADDRESS = "writes-per-address";

    private final ClientLimiter signUps;
    private final ClientLimiter writes;
    private final ClientLimiter renames;
    private final ClientLimiter writesPerAddress;
    private final ClientAddress addresses;

    /**
     * {@code renames} bounds renames per user on their own, beside the writes they count among:
     * each rename rewrites every copy of the user's name (on Cosmos DB, every item they wrote).
     * {@code writesPerAddress} bounds the writes of every account behind one address (an IPv6
     * address by its /64), so that accounts piled up behind one client do not multiply its budget.
     * {@code refused} hears the name of the limit ({@link #SIGN_UPS}, {@link #WRITES},
     * {@link #RENAMES}, {@link #WRITES_PER_ADDRESS}) each time one refuses.
     */
    public RequestLimits(RateLimit signUps, RateLimit writes, RateLimit renames, RateLimit writesPerAddress,
            ClientAddress addresses, Consumer<String> refused) {
        this.signUps = new ClientLimiter(SIGN_UPS, signUps, () -> refused.accept(SIGN_UPS));
        this.writes = new ClientLimiter(WRITES, writes, () -> refused.accept(WRITES));
        this.renames = new ClientLimiter(RENAMES, renames, () -> refused.accept(RENAMES));
        this.writesPerAddress = new ClientLimiter(WRITES_PER_ADDRESS, writesPerAddress,
                () -> refused.accept(WRITES_PER_ADDRESS));
        this.addresses = addresses;
    }

    /** No limits: for tests and the benchmark, which measure the service, not its limits. */
    public static RequestLimits none() {
        return new RequestLimits(RateLimit.OFF, RateLimit.OFF, RateLimit.OFF, RateLimit.OFF, ClientAddress.direct(), limit -> { });
    }

    public void signUp(Context ctx) {
        signUps.acquire(AddressKey.of(addresses.of(ctx)));
    }

    /** One write by {@code user}, sent from where {@code ctx} came from. */
    public void write(UserId user, Context ctx) {
        writes.acquire(user.value());
        writesPerAddress.acquire(AddressKey.of(addresses.of(ctx)));
    }

    public void rename(UserId user) {
        renames.acquire(user.value());
    }
}
