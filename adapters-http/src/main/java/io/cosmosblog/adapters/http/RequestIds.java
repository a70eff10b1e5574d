package io.cosmosblog.adapters.http;

import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.util.UUID;
import java.util.regex.Pattern;
import org.slf4j.MDC;

/**
 * Every request gets an id, in every log line written while it is served (the logging context's
 * {@value #KEY}) and in the {@value #HEADER} response header. A caller's own id is kept when it is
 * a plain token, so one id can follow a request through a load balancer and this service.
 */
final class RequestIds {

    static final String HEADER = "X-Request-Id";
    static final String KEY = "requestId";
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9._:-]{1,64}");

    private RequestIds() {
    }

    static void addTo(JavalinDefaultRoutingApi routes) {
        routes.before(RequestIds::open);
        routes.after(ctx -> MDC.remove(KEY));
    }

    private static void open(Context ctx) {
        String given = ctx.header(HEADER);
        String id = given != null && PLAIN.matcher(given).matches() ? given : UUID.randomUUID().toString();
        MDC.put(KEY, id);
        ctx.header(HEADER, id);
    }
}
