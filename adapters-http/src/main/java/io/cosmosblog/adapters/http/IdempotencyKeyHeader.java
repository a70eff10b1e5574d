package io.cosmosblog.adapters.http;

import io.cosmosblog.domain.shared.IdempotencyKey;
import io.javalin.http.Context;
import java.util.Optional;

/** {@code Idempotency-Key}: the same key on every attempt of one write (C2, C3); a bad one is a 400 naming the header. */
final class IdempotencyKeyHeader {

    static final String NAME = "Idempotency-Key";

    private IdempotencyKeyHeader() {
    }

    static Optional<IdempotencyKey> of(Context ctx) {
        String value = ctx.header(NAME);
        return value == null ? Optional.empty() : Optional.of(new IdempotencyKey(value.strip()));
    }
}
