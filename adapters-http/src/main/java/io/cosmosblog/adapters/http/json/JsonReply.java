package io.cosmosblog.adapters.http.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.ContentType;
import io.javalin.http.Context;
import io.javalin.json.JavalinJackson;

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
            ctx.contentType(ContentType.APPLICATION_JSON).result(mapper.writeValueAsBytes(value));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an answer that cannot be written as JSON", e);
        }
    }
}
