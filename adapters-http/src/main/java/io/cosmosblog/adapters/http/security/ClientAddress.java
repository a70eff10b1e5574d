package io.cosmosblog.adapters.http.security;

import io.javalin.http.Context;
import org.eclipse.jetty.server.Request;

/**
 * Where a request comes from, and whether it came over HTTPS. The socket says, unless the service
 * is told it runs behind one proxy of its own: then the proxy's {@code X-Forwarded-For} (its last
 * entry, the address the proxy saw; earlier ones are the client's to invent) and
 * {@code X-Forwarded-Proto}. Trusting those headers without such a proxy would let any client
 * pick its own address and escape its limit. ({@code Context.ip()} is not used: it reads
 * {@code X-Forwarded-For} always.)
 */
public record ClientAddress(boolean trustProxy) {

    public String of(Context ctx) {
        if (trustProxy) {
            String forwarded = ctx.header("X-Forwarded-For");
            if (forwarded != null && !forwarded.isBlank()) {
                String[] hops = forwarded.split(",");
                return hops[hops.length - 1].strip();
            }
        }
        return ctx.req().getRemoteAddr();
    }

    /** Read before the request reaches the routes (see {@link SecurityHeaders}). */
    boolean isHttps(Request request) {
        if (trustProxy) {
            String proto = request.getHeaders().get("X-Forwarded-Proto");
            if (proto != null) {
                return proto.strip().equalsIgnoreCase("https");
            }
        }
        return request.isSecure();
    }
}
