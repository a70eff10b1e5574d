package io.cosmosblog.adapters.http.json;

import io.cosmosblog.adapters.http.error.ApiError;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;

/** A request body read into memory only up to a limit, whatever its Content-Length claims. */
final class BoundedBody {

    private static final int DRAIN_FACTOR = 16;

    private BoundedBody() {
    }

    static byte[] bytes(Context ctx, int maxBytes) {
        long declared = ctx.req().getContentLengthLong();
        try (InputStream in = ctx.req().getInputStream()) {
            if (declared > maxBytes) {
                throw tooLarge(ctx, in, maxBytes);
            }
            // Content-Length may be absent (chunked) or lie, so the real size is checked as well.
            byte[] bytes = in.readNBytes(maxBytes + 1);
            if (bytes.length > maxBytes) {
                throw tooLarge(ctx, in, maxBytes);
            }
            return bytes;
        } catch (IOException e) {
            throw ApiError.malformedJson("the body could not be read");
        }
    }

    /**
     * Reads and drops a bounded rest of the body first: a client still sending would otherwise
     * see a reset connection instead of the 413. Beyond that bound, the connection is closed.
     */
    private static ApiError tooLarge(Context ctx, InputStream in, int maxBytes) throws IOException {
        byte[] sink = new byte[64 * 1024];
        long drained = 0;
        int read = 0;
        while (drained < (long) DRAIN_FACTOR * maxBytes && (read = in.read(sink)) != -1) {
            drained += read;
        }
        if (read != -1) {
            ctx.header("Connection", "close");
        }
        return ApiError.tooLarge(maxBytes);
    }
}
