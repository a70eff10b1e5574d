package io.cosmosblog.adapters.http.error;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Answers what Jetty refuses before Javalin sees it (an ambiguous or escaping path, a header too
 * large) in the same JSON error shape as the API.
 */
public final class JettyErrors implements Request.Handler {

    private final ObjectMapper mapper;

    public JettyErrors(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws JsonProcessingException {
        int status = request.getAttribute(ErrorHandler.ERROR_STATUS) instanceof Integer code ? code : 500;
        String code = status >= 500 ? "internal_error" : "bad_request";
        String message = status >= 500 ? "something went wrong on our side" : "the request could not be understood";
        byte[] body = mapper.writeValueAsBytes(ErrorJson.of(code, message, null));
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.write(true, ByteBuffer.wrap(body), callback);
        return true;
    }
}
