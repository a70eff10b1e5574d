package io.cosmosblog.adapters.http.error;

/** A request the HTTP edge itself refuses (bad JSON, wrong media type, too large) before any use case runs. */
public final class ApiError extends RuntimeException {

    private final int status;
    private final String code;
    private final String field;

    private ApiError(int status, String code, String message, String field) {
        super(message);
        this.status = status;
        this.code = code;
        this.field = field;
    }

    public static ApiError malformedJson(String message) {
        return new ApiError(400, "malformed_json", message, null);
    }

    public static ApiError invalidBody(String message) {
        return new ApiError(400, "invalid_body", message, null);
    }

    public static ApiError wrongType(String field, String message) {
        return new ApiError(400, "invalid_value", message, field);
    }

    /** A header the request may send, malformed: named as the field. */
    public static ApiError invalidHeader(String header, String message) {
        return new ApiError(400, "invalid_header", message, header);
    }

    public static ApiError unknownField(String field) {
        return new ApiError(400, "unknown_field", "is not a field of this request", field);
    }

    public static ApiError tooLarge(long maxBytes) {
        return new ApiError(413, "body_too_large", "the body must be at most " + maxBytes + " bytes", null);
    }

    public static ApiError unsupportedMediaType() {
        return new ApiError(415, "unsupported_media_type", "send the body as application/json", null);
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    public String field() {
        return field;
    }
}
