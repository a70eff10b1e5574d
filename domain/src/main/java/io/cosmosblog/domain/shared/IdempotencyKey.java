package io.cosmosblog.domain.shared;

import java.nio.charset.StandardCharsets;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * What a client sends with a write it may have to send again (its answer was lost, or said 503
 * after a timeout): the same key for the same intent. The new item's id is derived from the key
 * and what scopes it (the author, the post), so a second attempt finds the first one's item
 * instead of storing another.
 */
public record IdempotencyKey(String value) {

    private static final Pattern SHAPE = Pattern.compile("[A-Za-z0-9_.:-]{8,128}");

    public IdempotencyKey {
        if (value == null || !SHAPE.matcher(value).matches()) {
            throw new InvalidValueException("Idempotency-Key", "must be 8 to 128 letters, digits, '-', '_', '.' or ':'");
        }
    }

    /** A name-based (version 3) UUID of the key within {@code scope}: the same scope and key, the same id. */
    public String idWithin(String... scope) {
        return UUID.nameUUIDFromBytes((String.join("|", scope) + "|" + value).getBytes(StandardCharsets.UTF_8)).toString();
    }
}
