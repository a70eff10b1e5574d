package io.cosmosblog.adapters.http;

import io.cosmosblog.domain.shared.InvalidValueException;
import io.javalin.http.Context;
import java.util.Arrays;
import java.util.Optional;

/** Query parameters, where one that cannot be decoded is the client's error rather than silently absent. */
final class QueryParameters {

    private QueryParameters() {
    }

    static Optional<String> find(Context ctx, String name) {
        String value = ctx.queryParam(name);
        if (value == null && isNamedIn(ctx.queryString(), name)) {
            throw new InvalidValueException(name, "is not properly percent-encoded");
        }
        return Optional.ofNullable(value);
    }

    /** Whether the query names {@code name} at all, with a value, an empty one or none. */
    static boolean isPresent(Context ctx, String name) {
        return ctx.queryParamMap().containsKey(name) || isNamedIn(ctx.queryString(), name);
    }

    private static boolean isNamedIn(String query, String name) {
        return query != null && Arrays.stream(query.split("&"))
                .anyMatch(pair -> pair.equals(name) || pair.startsWith(name + "="));
    }
}
