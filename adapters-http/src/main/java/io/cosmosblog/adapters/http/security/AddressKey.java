package io.cosmosblog.adapters.http.security;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.HexFormat;
import java.util.Optional;

/**
 * The key a client's address is limited by: an IPv4 address as it is, an IPv6 address by its /64,
 * the block one subscriber is given (each of its addresses would otherwise be a new client with a
 * budget of its own).
 */
final class AddressKey {

    private static final int SUBSCRIBER_BYTES = 8;

    private AddressKey() {
    }

    static String of(String address) {
        Optional<InetAddress> parsed = IpLiteral.parse(address);
        if (parsed.isPresent() && parsed.get() instanceof Inet6Address v6) {
            byte[] bytes = v6.getAddress();
            return HexFormat.of().formatHex(bytes, 0, SUBSCRIBER_BYTES) + "::/64";
        }
        return parsed.map(InetAddress::getHostAddress).orElse(address);
    }
}
