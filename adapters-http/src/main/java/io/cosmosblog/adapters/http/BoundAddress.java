package io.cosmosblog.adapters.http;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.util.Optional;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.NetworkConnector;
import org.eclipse.jetty.server.Server;

/** The address and port a server's socket is bound to, as the system reports them. */
final class BoundAddress {

    private BoundAddress() {
    }

    /** Empty before a start ({@code jetty} null) or once the socket is closed. */
    static Optional<InetSocketAddress> of(Server jetty) {
        if (jetty == null) {
            return Optional.empty();
        }
        for (Connector connector : jetty.getConnectors()) {
            if (connector instanceof NetworkConnector network && network.getTransport() instanceof ServerSocketChannel socket) {
                try {
                    return Optional.ofNullable((InetSocketAddress) socket.getLocalAddress());
                } catch (IOException closed) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }
}
