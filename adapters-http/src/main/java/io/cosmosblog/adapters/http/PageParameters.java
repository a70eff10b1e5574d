package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.json.PageJson;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.javalin.http.Context;
import java.util.function.Function;
import java.util.regex.Pattern;

/** {@code ?limit=} and {@code ?continuation=} of a paged list, and the page as the client sees it. */
final class PageParameters {

    private static final Pattern WHOLE_NUMBER = Pattern.compile("[0-9]{1,4}");

    private PageParameters() {
    }

    /**
     * The continuation goes to the use case as the client sent it: the storage adapter issued it
     * through {@code ContinuationScope}, which also refuses one that another list issued.
     */
    static PageRequest request(Context ctx) {
        int limit = limit(ctx, PageRequest.DEFAULT_LIMIT);
        return new PageRequest(limit, QueryParameters.find(ctx, "continuation"));
    }

    static int limit(Context ctx, int defaultLimit) {
        return QueryParameters.find(ctx, "limit").map(PageParameters::limit).orElse(defaultLimit);
    }

    private static int limit(String given) {
        if (!WHOLE_NUMBER.matcher(given).matches()) {
            throw new InvalidValueException("limit", "must be a whole number from 1 to " + PageRequest.MAX_LIMIT);
        }
        return Integer.parseInt(given);
    }

    static <T, J> PageJson<J> json(Page<T> page, Function<T, J> toJson) {
        return new PageJson<>(page.items().stream().map(toJson).toList(), page.continuation().orElse(null));
    }
}
