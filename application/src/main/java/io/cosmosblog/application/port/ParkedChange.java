package io.cosmosblog.application.port;

import java.time.Instant;
import java.util.Objects;

/** A change whose projection kept failing, set aside so the changes after it flow on; it can be replayed. */
public record ParkedChange(ChangedEntity change, String error, int attempts, Instant parkedAt) {

    public ParkedChange {
        Objects.requireNonNull(change, "change");
        Objects.requireNonNull(error, "error");
        Objects.requireNonNull(parkedAt, "parkedAt");
    }
}
