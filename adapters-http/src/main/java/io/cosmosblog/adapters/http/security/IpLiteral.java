package io.cosmosblog.adapters.http.security;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * An IP address written out, as a proxy writes it into {@code X-Forwarded-For} (a port or IPv6
 * brackets around it allowed), read without ever asking DNS: a name is no address.
 */
final class IpLiteral {

    private static final Pattern IPV4 = Pattern.compile("[0-9]{1,3}(\\.[0-9]{1,3}){3}");
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]{2,45}(%[0-9A-Za-z]{1,16})?");

    private IpLiteral() {
    }

    static Optional<InetAddress> parse(String text) {
        String address = text.strip();
        if (address.startsWith("[")) {
            int end = address.indexOf(']');
            address = end < 0 ? "" : address.substring(1, end);
        } else if (address.indexOf(':') > 0 && address.indexOf(':') == address.lastIndexOf(':')) {
            address = address.substring(0, address.indexOf(':')); // IPv4 with a port
        }
        boolean literal = IPV4.matcher(address).matches() || (address.contains(":") && IPV6.matcher(address).matches());
        if (!literal) {
            return Optional.empty();
        }
        try {
            return Optional.of(InetAddress.getByName(address));
        } catch (UnknownHostException | SecurityException notAnAddress) {
            return Optional.empty();
        }
    }
}
