package io.cosmosblog.domain.post;

import io.cosmosblog.domain.shared.IdempotencyKey;
import io.cosmosblog.domain.shared.Identifier;
import io.cosmosblog.domain.user.UserId;

public record CommentId(String value) {

    public CommentId {
        Identifier.checked("commentId", value);
    }

    /** The id a write with {@code key} gets: the same for every attempt of that write. */
    public static CommentId forRetries(UserId author, PostId post, IdempotencyKey key) {
        return new CommentId(key.idWithin("comment", author.value(), post.value()));
    }

    public static CommentId generate() {
        return new CommentId(Identifier.random());
    }

    @Override
    public String toString() {
        return value;
    }
}
