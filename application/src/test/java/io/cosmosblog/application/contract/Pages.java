package io.cosmosblog.application.contract;

import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/** Reads every page of a list by following its continuations. */
public final class Pages {

    private Pages() {
    }

    public static <T> List<T> all(Function<PageRequest, Page<T>> list) {
        List<T> items = new ArrayList<>();
        Optional<String> continuation = Optional.empty();
        for (int pages = 0; pages < 10_000; pages++) {
            Page<T> page = list.apply(new PageRequest(PageRequest.MAX_LIMIT, continuation));
            items.addAll(page.items());
            continuation = page.continuation();
            if (continuation.isEmpty()) {
                return items;
            }
        }
        throw new AssertionError("the continuations never ended");
    }
}
