package io.cosmosblog.application.contract;

import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import static org.assertj.core.api.Assertions.assertThat;

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

    /** What a walk through a list read: its items in the order read, and on how many pages. */
    public record Walk<T>(List<T> items, int pages) {
    }

    /**
     * Follows the continuations of {@code list} in pages of {@code size} (each page checked to hold
     * no more), for {@code most} pages at the most, so that a list that never ends fails on what it read.
     */
    public static <T> Walk<T> walk(Function<PageRequest, Page<T>> list, int size, int most) {
        List<T> items = new ArrayList<>();
        Optional<String> continuation = Optional.empty();
        int pages = 0;
        do {
            Page<T> page = list.apply(new PageRequest(size, continuation));
            assertThat(page.items()).hasSizeLessThanOrEqualTo(size);
            items.addAll(page.items());
            continuation = page.continuation();
            pages++;
        } while (continuation.isPresent() && pages < most);
        return new Walk<>(items, pages);
    }
}
