package io.cosmosblog.adapters.http.security;

import java.time.Duration;
import org.eclipse.jetty.http.BadMessageException;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.NanoTime;

/**
 * How slowly a body may come ({@link LoadBounds#slowestBody()}), counted from the moment its
 * request is served and only past a grace of a second (or the pause allowed, if shorter): by then
 * a body must have brought that many bytes a second, or it is cut off with 408. A body read whole is never
 * refused. (Jetty's own minimum rate counts from the first byte read, so a small body whose next
 * read came half a second late, the server being busy, was refused: the client had done nothing
 * wrong.)
 */
public final class BodyPace extends Handler.Wrapper {

    /** Long enough for a busy server's late read of a small body, short enough that a trickle is cut off soon. */
    private static final Duration GRACE = Duration.ofSeconds(1);

    private final long bytesPerSecond;
    private final long graceNanos;

    public BodyPace(LoadBounds bounds) {
        this.bytesPerSecond = bounds.slowestBody();
        this.graceNanos = Math.min(GRACE.toNanos(), bounds.longestPause().toNanos());
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        Request paced = request.getLength() == 0 ? request : new Paced(request, NanoTime.now());
        return super.handle(paced, response, callback);
    }

    /** Whether {@code arrived} bytes, {@code elapsedNanos} after serving began, are too few. */
    boolean tooSlow(long arrived, long elapsedNanos) {
        long counted = elapsedNanos - graceNanos;
        return counted > 0 && arrived < (double) bytesPerSecond * counted / Duration.ofSeconds(1).toNanos();
    }

    private final class Paced extends Request.Wrapper {

        private final long start;
        private long arrived;

        Paced(Request request, long start) {
            super(request);
            this.start = start;
        }

        @Override
        public Content.Chunk read() {
            Content.Chunk chunk = super.read();
            if (chunk == null || chunk.isLast() || Content.Chunk.isFailure(chunk)) {
                return chunk;
            }
            arrived += chunk.remaining();
            long declared = getLength();
            if ((declared < 0 || arrived < declared) && tooSlow(arrived, NanoTime.since(start))) {
                chunk.release();
                throw new BadMessageException(408, String.format("the body came slower than %d bytes a second", bytesPerSecond));
            }
            return chunk;
        }
    }
}
