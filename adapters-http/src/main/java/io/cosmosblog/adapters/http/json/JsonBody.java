package io.cosmosblog.adapters.http.json;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import io.cosmosblog.adapters.http.error.ApiError;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.Locale;

/** Reads a request body as one of the API's request records, refusing anything that is not exactly that. */
public final class JsonBody {

    public static final int MAX_BYTES = 1024 * 1024;

    // Trailing data is looked for here rather than by Jackson, which reports a second value after
    // the object as if the body were not an object at all.
    private final ObjectReader reader;

    public JsonBody(ObjectMapper mapper) {
        this.reader = mapper.reader().without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    public <T> T read(Context ctx, Class<T> type) {
        // The raw header: Jetty's parsed one throws on a charset it does not know.
        requireJson(ctx.header("Content-Type"));
        T value = parse(BoundedBody.bytes(ctx, MAX_BYTES), type);
        if (value == null) {
            throw ApiError.invalidBody("the body must be a JSON object");
        }
        return value;
    }

    private <T> T parse(byte[] bytes, Class<T> type) {
        if (bytes.length == 0) {
            throw ApiError.malformedJson("the body is empty; send a JSON object");
        }
        try (JsonParser parser = reader.createParser(bytes)) {
            T value = reader.readValue(parser, type);
            if (parser.nextToken() != null) {
                throw ApiError.malformedJson("the body is not valid JSON: there is more after the object");
            }
            return value;
        } catch (UnrecognizedPropertyException e) {
            throw ApiError.unknownField(e.getPropertyName());
        } catch (MismatchedInputException e) {
            throw JsonPaths.isRoot(e) ? ApiError.invalidBody("the body must be a JSON object")
                    : ApiError.wrongType(JsonPaths.of(e), "must be " + JsonPaths.expected(e));
        } catch (StreamReadException e) {
            throw ApiError.malformedJson("the body is not valid JSON: " + e.getOriginalMessage());
        } catch (JacksonException e) {
            throw ApiError.invalidBody("the body must be a JSON object");
        } catch (IOException e) {
            throw ApiError.malformedJson("the body is not valid JSON");
        }
    }

    /** Declared JSON, or refused: absent too, as a cross-site form or simple request may send it. */
    private static void requireJson(String contentType) {
        if (contentType == null) {
            throw ApiError.unsupportedMediaType();
        }
        String mediaType = contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
        if (!mediaType.equals("application/json") && !mediaType.endsWith("+json")) {
            throw ApiError.unsupportedMediaType();
        }
    }
}
