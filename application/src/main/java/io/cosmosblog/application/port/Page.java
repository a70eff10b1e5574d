package io.cosmosblog.application.port;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/** One page of a list, and where the next one starts when there is more. */
public record Page<T>(List<T> items, Optional<String> continuation) {

    public Page {
        items = List.copyOf(items);
        Objects.requireNonNull(continuation, "continuation");
    }

    public static <T> Page<T> last(List<T> items) {
        return new Page<>(items, Optional.empty());
    }

    public <R> Page<R> map(Function<T, R> mapper) {
        return new Page<>(items.stream().map(mapper).toList(), continuation);
    }
}
