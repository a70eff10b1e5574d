package io.cosmosblog.application.port;

import java.util.Objects;

/** A changed user or post, by id: what the change feed delivers and the projections take. */
public record ChangedEntity(Kind kind, String id) {

    public enum Kind { USER, POST }

    public ChangedEntity {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(id, "id");
    }

    public static ChangedEntity ofUser(Object userId) {
        return new ChangedEntity(Kind.USER, userId.toString());
    }

    public static ChangedEntity ofPost(Object postId) {
        return new ChangedEntity(Kind.POST, postId.toString());
    }

    @Override
    public String toString() {
        return kind.name().toLowerCase(java.util.Locale.ROOT) + " " + id;
    }
}
