package io.cosmosblog.adapters.http;

import io.javalin.http.Context;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
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

    /**
     * A random id in the form of a UUID (version 4). Not {@code UUID.randomUUID()}: its secure
     * generator is shared by every thread and was one of the dearest steps of a read; a request id
     * is no secret.
     */
    static String fresh() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long high = (random.nextLong() & ~0xF000L) | 0x4000L;
        long low = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(high, low).toString();
    }

    static void open(Context ctx) {
        String given = ctx.header(HEADER);
        String id = given != null && PLAIN.matcher(given).matches() ? given : fresh();
        MDC.put(KEY, id);
        ctx.header(HEADER, id);
    }
}
