package io.cosmosblog.domain.post;

import io.cosmosblog.domain.shared.Identifier;

public record PostId(String value) {

    public PostId {
        Identifier.checked("postId", value);
    }

    public static PostId generate() {
        return new PostId(Identifier.random());
    }

    @Override
    public String toString() {
        return value;
    }
}
