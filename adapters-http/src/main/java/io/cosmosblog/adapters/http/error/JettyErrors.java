package io.cosmosblog.adapters.http.error;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cosmosblog.adapters.http.security.SecurityHeaders;
import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Answers what Jetty refuses before Javalin sees it (an ambiguous or escaping path, headers too
 * large, a body too slow, a write past the bound of those in progress) in the same JSON error
 * shape as the API, with the security headers every answer carries, and with {@code Retry-After}
 * when the answer is 503: the service is busy, not broken.
 */
public final class JettyErrors implements Request.Handler {

    private static final String RETRY_AFTER_SECONDS = "1";

    private final ObjectMapper mapper;
    private final SecurityHeaders securityHeaders;

    public JettyErrors(ObjectMapper mapper, SecurityHeaders securityHeaders) {
        this.mapper = mapper;
        this.securityHeaders = securityHeaders;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws JsonProcessingException {
        int status = request.getAttribute(ErrorHandler.ERROR_STATUS) instanceof Integer code ? code : 500;
        ErrorJson error = switch (status) {
            case 408 -> ErrorJson.of("request_timeout", "the request's body came too slowly; send it again", null);
            case 413 -> ErrorJson.of("body_too_large", "the request is too large", null);
            case 414 -> ErrorJson.of("uri_too_long", "the request's path and query are too long", null);
            case 431 -> ErrorJson.of("headers_too_large", "the request's headers are too large", null);
            case 503 -> ErrorJson.of("service_busy", "the service is busy right now; try again after Retry-After seconds", null);
            default -> status >= 500 ? ErrorJson.of("internal_error", "something went wrong on our side", null)
                    : ErrorJson.of("bad_request", "the request could not be understood", null);
        };
        byte[] body = mapper.writeValueAsBytes(error);
        securityHeaders.addTo(request, response.getHeaders());
        if (status == 503) {
            response.getHeaders().put(HttpHeader.RETRY_AFTER, RETRY_AFTER_SECONDS);
        }
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.write(true, ByteBuffer.wrap(body), callback);
        return true;
    }
}
