package io.cosmosblog.adapters.http;

import io.javalin.http.Context;
import org.eclipse.jetty.ee10.servlet.ServletContextResponse;
import org.eclipse.jetty.http.HttpField;

/**
 * Adds a header that the answer has not got yet (the request id, the store's cost) straight to
 * Jetty's fields. Through the servlet layer each one was compared, ignoring case, with every
 * special header name and then with every header already set, to replace it: work a read pays
 * on every answer for headers that are only ever added once.
 */
final class AnswerHeaders {

    private AnswerHeaders() {
    }

    static void add(Context ctx, String name, String value) {
        ServletContextResponse response = ServletContextResponse.getServletContextResponse(ctx.res());
        if (response != null) {
            response.getHeaders().add(new HttpField(name, value));
        } else {
            ctx.header(name, value);
        }
    }
}
