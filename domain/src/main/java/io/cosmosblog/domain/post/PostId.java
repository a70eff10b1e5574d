package io.cosmosblog.domain.post;

import io.cosmosblog.domain.shared.IdempotencyKey;
import io.cosmosblog.domain.shared.Identifier;
import io.cosmosblog.domain.user.UserId;

public record PostId(String value) {

    public PostId {
        Identifier.checked("postId", value);
    }

    /** The id a write with {@code key} gets: the same for every attempt of that write. */
    public static PostId forRetries(UserId author, IdempotencyKey key) {
        return new PostId(key.idWithin("post", author.value()));
    }

    public static PostId generate() {
        return new PostId(Identifier.random());
    }

    @Override
    public String toString() {
        return value;
    }
}
