package io.cosmosblog.adapters.http;

import io.javalin.http.Context;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
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
    private static final ThreadLocal<RandomBytes> RANDOM = ThreadLocal.withInitial(RandomBytes::new);

    private RequestIds() {
    }

    static void close() {
        MDC.remove(KEY);
    }

    /**
     * A random id in the form of a UUID (version 4), as unpredictable as the blog's own ids: from
     * the same kind of generator, a secure one per thread.
     */
    static String fresh() {
        RandomBytes random = RANDOM.get();
        long high = (random.nextLong() & ~0xF000L) | 0x4000L;
        long low = (random.nextLong() & ~(0xC000L << 48)) | (0x8000L << 48);
        return new UUID(high, low).toString();
    }

    static void open(Context ctx) {
        String given = ctx.header(HEADER);
        String id = given != null && PLAIN.matcher(given).matches() ? given : fresh();
        MDC.put(KEY, id);
        AnswerHeaders.add(ctx, HEADER, id);
    }

    /**
     * A secure generator's output drawn 4 KiB at a time. Each draw of the JDK's DRBG hashes its
     * state twice whatever it is asked for: two draws per request were the dearest step of a
     * read that does little else (Q2), and one draw in 256 requests is the same output for less.
     */
    private static final class RandomBytes {

        private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

        private final SecureRandom generator = generator();
        private final byte[] bytes = new byte[4096];
        private int next = bytes.length;

        long nextLong() {
            if (next == bytes.length) {
                generator.nextBytes(bytes);
                next = 0;
            }
            long value = (long) LONGS.get(bytes, next);
            next += Long.BYTES;
            return value;
        }

        private static SecureRandom generator() {
            try {
                return SecureRandom.getInstance("DRBG");
            } catch (NoSuchAlgorithmException absent) {
                return new SecureRandom();
            }
        }
    }
}
