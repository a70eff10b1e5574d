package io.cosmosblog.adapters.http;

import io.cosmosblog.domain.shared.Identifier;
import io.javalin.http.Context;
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

    static void close() {
        MDC.remove(KEY);
    }

    /** A random id in the form of a UUID (version 4), as unpredictable as the blog's own ids: they share a generator. */
    static String fresh() {
        return Identifier.random();
    }

    static void open(Context ctx) {
        String given = ctx.header(HEADER);
        String id = given != null && PLAIN.matcher(given).matches() ? given : fresh();
        MDC.put(KEY, id);
        ctx.header(HEADER, id);
    }
}
