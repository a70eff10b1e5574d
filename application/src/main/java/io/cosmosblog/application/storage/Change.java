package io.cosmosblog.application.storage;

import java.util.Objects;

/** A changed user or post, by id: what the change feed delivers and the projections take. */
public record Change(Kind kind, String id) {

    public enum Kind { USER, POST }

    public Change {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(id, "id");
    }

    public static Change ofUser(Object userId) {
        return new Change(Kind.USER, userId.toString());
    }

    public static Change ofPost(Object postId) {
        return new Change(Kind.POST, postId.toString());
    }

    @Override
    public String toString() {
        return kind.name().toLowerCase(java.util.Locale.ROOT) + " " + id;
    }
}
