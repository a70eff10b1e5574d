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

    private final ClientLimiter signUps;
    private final ClientLimiter writes;
    private final ClientLimiter renames;
    private final ClientAddress addresses;

    /**
     * {@code renames} bounds renames per user on their own, beside the writes they count among:
     * each rename rewrites every copy of the user's name (on Cosmos DB, every item they wrote).
     * {@code refused} hears the name of the limit ({@link #SIGN_UPS}, {@link #WRITES},
     * {@link #RENAMES}) each time one refuses.
     */
    public RequestLimits(RateLimit signUps, RateLimit writes, RateLimit renames, ClientAddress addresses,
            Consumer<String> refused) {
        this.signUps = new ClientLimiter(SIGN_UPS, signUps, () -> refused.accept(SIGN_UPS));
        this.writes = new ClientLimiter(WRITES, writes, () -> refused.accept(WRITES));
        this.renames = new ClientLimiter(RENAMES, renames, () -> refused.accept(RENAMES));
        this.addresses = addresses;
    }

    /** No limits: for tests and the benchmark, which measure the service, not its limits. */
    public static RequestLimits none() {
        return new RequestLimits(RateLimit.OFF, RateLimit.OFF, RateLimit.OFF, ClientAddress.direct(), limit -> { });
    }

    public void signUp(Context ctx) {
        signUps.acquire(addresses.of(ctx));
    }

    public void write(UserId user) {
        writes.acquire(user.value());
    }

    public void rename(UserId user) {
        renames.acquire(user.value());
    }
}
