package io.cosmosblog.adapters.http.security;

/**
 * A budget per client address ({@link AddressKey}): an IPv4 address or an IPv6 /64 has the
 * budget, and an IPv6 /48 {@value #SITE_SHARES} times it, drawn on by every request from any of
 * its /64s. One site thus cannot multiply its budget by spreading over its /64s; sixteen of its
 * subscribers still have their whole budgets at once.
 */
final class AddressLimiter {

    static final int SITE_SHARES = 16;

    private final ClientLimiter addresses;
    private final ClientLimiter sites;

    AddressLimiter(String what, RateLimit limit, Runnable refused) {
        this.addresses = new ClientLimiter(what, limit, refused);
        this.sites = new ClientLimiter(what, limit.isOff() ? RateLimit.OFF : new RateLimit(
                (int) Math.min(Integer.MAX_VALUE, (long) limit.permits() * SITE_SHARES), limit.period()), refused);
    }

    /** Takes one request's permission for the client at {@code address}, or throws {@link RateLimitedException}. */
    void acquire(String address) {
        AddressKey key = AddressKey.of(address);
        // The larger block first: a request its site refuses takes nothing from the /64's own budget.
        key.site().ifPresent(sites::acquire);
        addresses.acquire(key.address());
    }
}
