package io.cosmosblog.cli;

import io.cosmosblog.bootstrap.Protection;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import java.net.Inet6Address;
import java.net.InetSocketAddress;

/**
 * The one line a start logs: what is served from where, on the address the system actually bound
 * (and whether the network can reach it), and where the metrics are. Both ports are in it, each
 * named, so two instances on one machine are told apart.
 */
final class StartLine {

    private StartLine() {
    }

    static String of(Settings settings, InetSocketAddress bound, int managementPort) {
        StringBuilder line = new StringBuilder("Cosmos Blog (").append(settings.storage().settingValue()).append(" storage");
        if (settings.storage() == StorageKind.LOCAL) {
            line.append(" in ").append(settings.dataDir().toAbsolutePath().normalize());
        }
        line.append(", data model ").append(settings.model().label()).append(") listening on ").append(url(bound))
                .append(reach(bound));
        if (managementPort != Protection.NO_MANAGEMENT_PORT) {
            line.append("; metrics on ")
                    .append(url(new InetSocketAddress(settings.protection().managementHost(), managementPort)))
                    .append("metrics");
        }
        return line.toString();
    }

    private static String reach(InetSocketAddress bound) {
        if (bound.getAddress() == null || bound.getAddress().isAnyLocalAddress()) {
            return " (every interface: reachable from the network)";
        }
        return bound.getAddress().isLoopbackAddress() ? " (this machine only; HOST=0.0.0.0 opens it to the network)" : "";
    }

    private static String url(InetSocketAddress address) {
        String host = address.getAddress() == null ? address.getHostString() : address.getAddress().getHostAddress();
        if (address.getAddress() instanceof Inet6Address) {
            host = "[" + host + "]";
        }
        return "http://" + host + ":" + address.getPort() + "/";
    }
}
