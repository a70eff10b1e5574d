package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.json.PageJson;
import io.cosmosblog.application.paging.Page;
import io.cosmosblog.application.paging.PageRequest;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.javalin.http.Context;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/** {@code ?limit=} and {@code ?continuation=} of a paged list, and the page as the client sees it. */
final class PageParameters {

    private static final Pattern WHOLE_NUMBER = Pattern.compile("[0-9]{1,4}");

    private PageParameters() {
    }

    /** {@code list} names the one list a continuation may continue, e.g. "comments/" + post id. */
    static PageRequest request(Context ctx, String list) {
        int limit = limit(ctx, PageRequest.DEFAULT_LIMIT);
        Optional<String> continuation = QueryParameters.find(ctx, "continuation")
                .map(token -> ContinuationTokens.read(list, token));
        return new PageRequest(limit, continuation);
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

    static <T, J> PageJson<J> json(Page<T> page, String list, Function<T, J> toJson) {
        String continuation = page.continuation().map(token -> ContinuationTokens.issue(list, token)).orElse(null);
        return new PageJson<>(page.items().stream().map(toJson).toList(), continuation);
    }
}
