package io.cosmosblog.adapters.http.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.ContentType;
import io.javalin.http.Context;
import io.javalin.json.JavalinJackson;
import java.util.Optional;

/**
 * Answers with a value as JSON, written straight to bytes. Javalin's {@code ctx.json} writes a
 * String and then encodes it: two more passes over every answer, a measurable share of a read
 * that does little else. The mapper is the one the API is configured with.
 */
public final class JsonReply {

    private JsonReply() {
    }

    public static void send(Context ctx, Object value) {
        ObjectMapper mapper = ((JavalinJackson) ctx.jsonMapper()).getMapper();
        try {
            send(ctx, mapper.writeValueAsBytes(value));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an answer that cannot be written as JSON", e);
        }
    }

    /** A post: written by hand when its texts are plain ASCII ({@link PostJsonBytes}), by the mapper otherwise. */
    public static void send(Context ctx, PostJson post) {
        Optional<byte[]> plain = PostJsonBytes.of(post);
        if (plain.isPresent()) {
            send(ctx, plain.get());
        } else {
            send(ctx, (Object) post);
        }
    }

    private static void send(Context ctx, byte[] json) {
        ctx.contentType(ContentType.APPLICATION_JSON).result(json);
    }
}
