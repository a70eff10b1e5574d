package io.cosmosblog.application.port;

import io.cosmosblog.domain.shared.InvalidValueException;
import java.util.Objects;
import java.util.Optional;

/**
 * Which page of a list to read: at most {@code limit} items, after the point the previous page's
 * {@code continuation} marks. The continuation is the storage adapter's own, opaque elsewhere.
 */
public record PageRequest(int limit, Optional<String> continuation) {

    public static final int MAX_LIMIT = 100;
    public static final int DEFAULT_LIMIT = 20;

    public PageRequest {
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new InvalidValueException("limit", "must be between 1 and " + MAX_LIMIT);
        }
        Objects.requireNonNull(continuation, "continuation");
    }

    public static PageRequest first(int limit) {
        return new PageRequest(limit, Optional.empty());
    }
}
