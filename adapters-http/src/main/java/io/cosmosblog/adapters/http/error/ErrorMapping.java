package io.cosmosblog.adapters.http.error;

import io.cosmosblog.adapters.http.security.RateLimitedException;
import io.cosmosblog.application.failure.IdempotencyKeyReusedException;
import io.cosmosblog.application.failure.NotAllowedException;
import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.application.port.StorageFullException;
import io.cosmosblog.application.revisions.StaleRevisionException;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.eclipse.jetty.http.BadMessageException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Every failure becomes the JSON error shape, mapped once here rather than in each handler. */
public final class ErrorMapping {

    private static final Logger LOG = LoggerFactory.getLogger(ErrorMapping.class);

    private ErrorMapping() {
    }

    public static void register(JavalinDefaultRoutingApi routes) {
        routes.exception(InvalidValueException.class, (e, ctx) -> respond(ctx, 400, "invalid_value", e.reason(), e.field()));
        routes.exception(ApiError.class, (e, ctx) -> respond(ctx, e.status(), e.code(), e.getMessage(), e.field()));
        routes.exception(NotAuthenticatedException.class, (e, ctx) -> {
            ctx.header("WWW-Authenticate", "Bearer");
            respond(ctx, 401, "not_authenticated", e.getMessage(), null);
        });
        routes.exception(IdempotencyKeyReusedException.class,
                (e, ctx) -> respond(ctx, 422, "idempotency_key_reused", e.getMessage(), "Idempotency-Key"));
        routes.exception(NotAllowedException.class, (e, ctx) -> respond(ctx, 403, "not_allowed", e.getMessage(), null));
        routes.exception(NotFoundException.class, (e, ctx) -> respond(ctx, 404, "not_found", e.getMessage(), null));
        routes.exception(StaleRevisionException.class, (e, ctx) -> {
            ctx.header("ETag", "\"" + e.current() + "\""); // the current revision, as reads tag it
            respond(ctx, 412, "precondition_failed", e.getMessage(), "If-Match");
        });
        routes.exception(ChangedMeanwhileException.class, (e, ctx) -> respond(ctx, 409, "changed_meanwhile", e.getMessage(), null));
        routes.exception(StorageBusyException.class, ErrorMapping::storageBusy);
        // Logged where the store crossed its mark, once, not for each write it refuses.
        routes.exception(StorageFullException.class, (e, ctx) -> respond(ctx, 507, "storage_full", e.getMessage(), null));
        routes.exception(RateLimitedException.class, (e, ctx) -> {
            ctx.header("Retry-After", Long.toString(retryAfterSeconds(e.retryAfter())));
            respond(ctx, 429, "too_many_requests", e.getMessage(), null);
        });
        routes.exception(HttpResponseException.class, ErrorMapping::javalinResponse);
        routes.exception(BadMessageException.class, ErrorMapping::jettyRefusal);
        routes.exception(Exception.class, (e, ctx) -> {
            LOG.error("unexpected failure serving {} {}", ctx.method(), ctx.path(), e);
            respond(ctx, 500, "internal_error", "something went wrong on our side", null);
        });
    }

    /**
     * The store throttled, timed out or was unavailable beyond its own retries: nothing the client
     * did wrong, and nothing to page anyone about either, so one line without a stack trace.
     */
    private static void storageBusy(StorageBusyException e, Context ctx) {
        long seconds = retryAfterSeconds(e.retryAfter());
        LOG.warn("storage busy serving {} {}, answered 503 with Retry-After {}: {}", ctx.method(), ctx.path(), seconds,
                e.getMessage());
        ctx.header("Retry-After", Long.toString(seconds));
        respond(ctx, 503, "storage_busy", "the service is busy right now; try again later", null);
    }

    /** Whole seconds, rounded up so that the client waits at least as long as the store asked, and at least one. */
    static long retryAfterSeconds(Duration retryAfter) {
        if (retryAfter == null || retryAfter.isNegative()) {
            return 1;
        }
        long seconds = retryAfter.getSeconds() + (retryAfter.getNano() > 0 ? 1 : 0);
        return Math.max(1, seconds);
    }

    /**
     * What Jetty refused while the route read the body: one that came slower than the least rate
     * allowed, or paused too long (408, and the connection closes: the rest is not read).
     */
    private static void jettyRefusal(BadMessageException e, Context ctx) {
        if (e.getCode() == 408) {
            LOG.info("cut off a slow body of {} {}: {}", ctx.method(), ctx.path(), e.getReason());
            ctx.header("Connection", "close");
            respond(ctx, 408, "request_timeout", "the request's body came too slowly; send it again", null);
        } else {
            respond(ctx, e.getCode() >= 400 && e.getCode() < 500 ? e.getCode() : 400, "bad_request",
                    "the request could not be understood", null);
        }
    }

    /** Javalin's own refusals: no such route, wrong method, and the like. */
    private static void javalinResponse(HttpResponseException e, Context ctx) {
        switch (e.getStatus()) {
            case 404 -> respond(ctx, 404, "not_found", "there is nothing at " + ctx.method() + " " + ctx.path(), null);
            case 405 -> {
                ctx.header("Allow", allowed(e));
                respond(ctx, 405, "method_not_allowed", ctx.method() + " is not allowed here", null);
            }
            case 413 -> respond(ctx, 413, "body_too_large", "the body is too large", null);
            default -> respond(ctx, e.getStatus(), "http_" + e.getStatus(), e.getMessage(), null);
        }
    }

    /**
     * The {@code Allow} header a 405 must carry (RFC 9110, 15.5.6): the methods the route serves,
     * as Javalin found them for its refusal (its one detail, {@code "GET, PUT, HEAD"}), with HEAD
     * beside the GET it is served with.
     */
    static String allowed(HttpResponseException e) {
        List<String> methods = new ArrayList<>();
        e.getDetails().values().forEach(listed -> Arrays.stream(listed.split(","))
                .map(String::trim)
                .filter(method -> !method.isEmpty() && !methods.contains(method))
                .forEach(methods::add));
        if (methods.remove("HEAD") && methods.contains("GET")) {
            methods.add(methods.indexOf("GET") + 1, "HEAD");
        }
        return String.join(", ", methods);
    }

    // Javalin's own JSON writing: an error answer is rare and small, so the byte-level path of the reads is not needed.
    static void respond(Context ctx, int status, String code, String message, String field) {
        ctx.status(status).json(ErrorJson.of(code, message, field));
    }
}
