package io.cosmosblog.adapters.http.security;

import io.javalin.http.Context;

/**
 * The headers every answer carries, the front page's and the API's alike. The policy allows only
 * this origin's own files: no inline script or style, no other site's, no framing, no
 * {@code <base>} and no form posting elsewhere, so an injected script has nowhere to run and no
 * page to send a token to. HSTS only over HTTPS (a browser ignores it over HTTP anyway).
 */
public final class SecurityHeaders {

    public static final String CONTENT_SECURITY_POLICY = "default-src 'self'; object-src 'none'; frame-ancestors 'none';"
            + " base-uri 'none'; form-action 'self'";
    private static final String ONE_YEAR = "max-age=31536000";

    private final ClientAddress addresses;

    public SecurityHeaders(ClientAddress addresses) {
        this.addresses = addresses;
    }

    public void addTo(Context ctx) {
        ctx.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("Referrer-Policy", "no-referrer");
        if (addresses.isHttps(ctx)) {
            ctx.header("Strict-Transport-Security", ONE_YEAR);
        }
    }
}
