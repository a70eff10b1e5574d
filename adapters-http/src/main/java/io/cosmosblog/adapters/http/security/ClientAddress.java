package io.cosmosblog.adapters.http.security;

import io.javalin.http.Context;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.eclipse.jetty.server.Request;

/**
 * Where a request comes from, and whether it came over HTTPS. The socket says, unless its peer is
 * one of the {@link TrustedProxies}: then {@code X-Forwarded-For}, every line of it, read from the
 * right (the hop nearest this service) past the trusted proxies to the first address that is not
 * one: the client, as the last proxy of one's own saw it. What lies further left is the client's
 * to invent. {@code X-Forwarded-Proto} likewise only from a trusted peer.
 * ({@code Context.ip()} is not used: it reads {@code X-Forwarded-For} always.)
 */
public record ClientAddress(TrustedProxies proxies) {

    /** Believes no forwarded header: the socket's peer is the client. */
    public static ClientAddress direct() {
        return new ClientAddress(TrustedProxies.NONE);
    }

    public String of(Context ctx) {
        String peer = ctx.req().getRemoteAddr();
        if (proxies.isEmpty() || !trusted(peer)) {
            return peer;
        }
        List<String> hops = new ArrayList<>();
        for (String line : Collections.list(ctx.req().getHeaders("X-Forwarded-For"))) {
            for (String hop : line.split(",")) {
                hops.add(hop.strip());
            }
        }
        String client = peer;
        for (int i = hops.size() - 1; i >= 0; i--) {
            Optional<InetAddress> hop = IpLiteral.parse(hops.get(i));
            if (hop.isEmpty()) {
                return client; // a trusted proxy wrote no address here: the nearest one it did is all we know
            }
            client = hop.get().getHostAddress();
            if (!proxies.contains(hop.get())) {
                return client;
            }
        }
        return client;
    }

    /** Read before the request reaches the routes (see {@link SecurityHeaders}). */
    boolean isHttps(Request request) {
        if (!proxies.isEmpty() && trusted(Request.getRemoteAddr(request))) {
            String proto = request.getHeaders().get("X-Forwarded-Proto");
            if (proto != null) {
                String[] hops = proto.split(",");
                return hops[hops.length - 1].strip().equalsIgnoreCase("https");
            }
        }
        return request.isSecure();
    }

    private boolean trusted(String peer) {
        return IpLiteral.parse(peer).map(proxies::contains).orElse(false);
    }
}
