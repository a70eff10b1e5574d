package io.cosmosblog.adapters.http.security;

/**
 * A budget per client address ({@link AddressKey}): an IPv4 address or an IPv6 /64 has the
 * budget, and an IPv6 /48 {@value #SITE_SHARES} times it, drawn on by what its /64s' own budgets
 * admit. One site thus cannot multiply its budget by spreading over its /64s. Nor can a few /64s
 * shut out the rest: once the /48's budget is spent, a /64 that has sent nothing this period still
 * has its first request, from a second budget of the /48's as large, so shutting a neighbour out
 * takes that many /64s more within one period. IPv4 has no such block: an address is scarce, and
 * often shared by many behind one NAT already.
 */
final class AddressLimiter {

    static final int SITE_SHARES = 16;

    private final ClientLimiter addresses;
    private final ClientLimiter sites;
    private final ClientLimiter firstRequests;

    AddressLimiter(String what, RateLimit limit, Runnable refused) {
        RateLimit site = limit.isOff() ? RateLimit.OFF : new RateLimit(
                (int) Math.min(Integer.MAX_VALUE, (long) limit.permits() * SITE_SHARES), limit.period());
        this.addresses = new ClientLimiter(what, limit, refused);
        this.sites = new ClientLimiter(what, site, refused);
        this.firstRequests = new ClientLimiter(what, site, refused);
    }

    /** The most heap an address limiter of {@code limit} holds, in bytes: its three limiters'. */
    static long heapBound(RateLimit limit) {
        return 3 * ClientLimiter.heapBound(limit);
    }

    /** Takes one request's permission for the client at {@code address}, or throws {@link RateLimitedException}. */
    void acquire(String address) {
        AddressKey key = AddressKey.of(address);
        if (key.site().isEmpty()) {
            addresses.acquire(key.address());
            return;
        }
        String site = key.site().get();
        boolean first = addresses.untouched(key.address());
        // The /64's own budget first: what it is refused takes nothing from its neighbours'.
        addresses.acquire(key.address());
        if (!sites.tryAcquire(site) && !(first && firstRequests.tryAcquire(site))) {
            sites.refuse(site);
        }
    }
}
