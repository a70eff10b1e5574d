package io.cosmosblog.adapters.http.security;

import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.PreEncodedHttpField;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The headers every answer carries, the front page's and the API's alike. The policy allows only
 * this origin's own files: no inline script or style, no other site's, no framing, no
 * {@code <base>} and no form posting elsewhere, so an injected script has nowhere to run and no
 * page to send a token to. HSTS only over HTTPS (a browser ignores it over HTTP anyway).
 *
 * <p>Added by a handler in front of the whole server, not by a route's before-handler: the fields
 * are encoded once, at start-up, rather than set through the servlet layer and encoded again on
 * every answer, and the answers made outside the routes (503 while stopping) carry them too.
 */
public final class SecurityHeaders {

    public static final String CONTENT_SECURITY_POLICY = "default-src 'self'; object-src 'none'; frame-ancestors 'none';"
            + " base-uri 'none'; form-action 'self'";
    private static final HttpField[] ALWAYS = {
            new PreEncodedHttpField("Content-Security-Policy", CONTENT_SECURITY_POLICY),
            new PreEncodedHttpField("X-Content-Type-Options", "nosniff"),
            new PreEncodedHttpField("X-Frame-Options", "DENY"),
            new PreEncodedHttpField("Referrer-Policy", "no-referrer")};
    private static final HttpField HSTS = new PreEncodedHttpField("Strict-Transport-Security", "max-age=31536000");

    private final ClientAddress addresses;

    public SecurityHeaders(ClientAddress addresses) {
        this.addresses = addresses;
    }

    /** A new handler that adds the headers to every answer of the handler it is given to wrap. */
    public Handler.Wrapper onEveryAnswer() {
        return new Handler.Wrapper() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) throws Exception {
                // Every answer starts without them: added as they are, with no look-up per header.
                HttpFields.Mutable headers = response.getHeaders();
                for (HttpField field : ALWAYS) {
                    headers.add(field);
                }
                if (addresses.isHttps(request)) {
                    headers.add(HSTS);
                }
                return super.handle(request, response, callback);
            }
        };
    }

    /**
     * Adds the headers where they are missing: also to the answers Jetty makes itself before any
     * handler runs (a bad URI, headers too large, a body too slow), whose error handler calls this.
     */
    public void addTo(Request request, HttpFields.Mutable headers) {
        for (HttpField field : ALWAYS) {
            if (!headers.contains(field.getName())) {
                headers.add(field);
            }
        }
        if (addresses.isHttps(request) && !headers.contains(HSTS.getName())) {
            headers.add(HSTS);
        }
    }
}
