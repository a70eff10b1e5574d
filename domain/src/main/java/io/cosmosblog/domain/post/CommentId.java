package io.cosmosblog.domain.post;

import io.cosmosblog.domain.shared.Identifier;

public record CommentId(String value) {

    public CommentId {
        Identifier.checked("commentId", value);
    }

    public static CommentId generate() {
        return new CommentId(Identifier.random());
    }

    @Override
    public String toString() {
        return value;
    }
}
