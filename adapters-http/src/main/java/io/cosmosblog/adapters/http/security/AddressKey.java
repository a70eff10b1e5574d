package io.cosmosblog.adapters.http.security;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.HexFormat;
import java.util.Optional;

/**
 * The keys a client's address is limited by: an IPv4 address as it is; an IPv6 address by its /64,
 * the block one subscriber is given (each of its addresses would otherwise be a new client with a
 * budget of its own), and by its /48, a site's block, whose 65,536 /64s would otherwise be as many
 * clients.
 *
 * @param address the address's own key: the IPv4 address, or the IPv6 /64
 * @param site the IPv6 /48; empty for IPv4 and for what is no address
 */
record AddressKey(String address, Optional<String> site) {

    private static final int SUBSCRIBER_BYTES = 8;
    private static final int SITE_BYTES = 6;

    static AddressKey of(String address) {
        Optional<InetAddress> parsed = IpLiteral.parse(address);
        if (parsed.isPresent() && parsed.get() instanceof Inet6Address v6) {
            byte[] bytes = v6.getAddress();
            return new AddressKey(HexFormat.of().formatHex(bytes, 0, SUBSCRIBER_BYTES) + "::/64",
                    Optional.of(HexFormat.of().formatHex(bytes, 0, SITE_BYTES) + "::/48"));
        }
        return new AddressKey(parsed.map(InetAddress::getHostAddress).orElse(address), Optional.empty());
    }
}
