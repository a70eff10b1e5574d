package io.cosmosblog.adapters.http.security;

import java.time.Duration;
import org.eclipse.jetty.http.BadMessageException;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * A body that comes slower than {@link LoadBounds#slowestBody()} bytes a second is cut off with
 * 408, counted from the service's first read of it and after a {@link #GRACE}: a rate means
 * nothing over a few bytes. Jetty's own minimum rate has no grace, so a 25-byte body read 30 ms
 * late (a loaded machine), or sent in two parts, was "too slow". A body whose last byte has come
 * is never cut off, however late it is read; one that stops coming meets the idle timeout.
 */
public final class BodyRate extends Handler.Wrapper {

    /** Long enough for any small body and any scheduling delay, short beside what a trickling client holds. */
    static final Duration GRACE = Duration.ofSeconds(1);

    private final long slowest;

    public BodyRate(long slowestBody) {
        if (slowestBody < 1) {
            throw new IllegalArgumentException("the least body rate must be positive");
        }
        this.slowest = slowestBody;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        return super.handle(new Rated(request), response, callback);
    }

    /** One request's body as it is read: its reads are made one at a time, so plain fields do. */
    private final class Rated extends Request.Wrapper {

        private long firstRead;
        private boolean reading;
        private long bytes;

        Rated(Request request) {
            super(request);
        }

        @Override
        public Content.Chunk read() {
            long now = System.nanoTime();
            if (!reading) {
                reading = true;
                firstRead = now;
            }
            Content.Chunk chunk = super.read();
            if (chunk == null) {
                return tooSlow(now) ? cutOff() : null;
            }
            if (Content.Chunk.isFailure(chunk) || chunk.isLast()) {
                return chunk;
            }
            bytes += chunk.remaining();
            if (tooSlow(now)) {
                chunk.release();
                return cutOff();
            }
            return chunk;
        }

        private boolean tooSlow(long now) {
            long counted = now - firstRead - GRACE.toNanos();
            return counted > 0 && bytes < slowest * counted / 1_000_000_000L;
        }

        private Content.Chunk cutOff() {
            return Content.Chunk.from(new BadMessageException(408, "the body came slower than " + slowest + " bytes a second"));
        }
    }
}
