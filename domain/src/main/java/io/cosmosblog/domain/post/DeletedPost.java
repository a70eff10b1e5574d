package io.cosmosblog.domain.post;

import io.cosmosblog.domain.user.UserId;
import java.time.Instant;
import java.util.Objects;

/**
 * What is left to say of a deleted post: which one, whose (the copies of it are kept beside its
 * author), when it was written (where the feed stood) and the revision the delete gave it, newer
 * than every copy, so that no copy delivered late brings it back.
 */
public record DeletedPost(PostId id, UserId userId, Instant creationDate, long revision) {

    public DeletedPost {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(creationDate, "creationDate");
        if (revision < 2) {
            throw new IllegalArgumentException("a deleted post's revision follows the post's, so it is at least 2");
        }
    }

    /** Whether this delete should take {@code copy}'s place: a copy of an older revision of the same post. */
    public boolean supersedes(PostSummary copy) {
        return copy.postId().equals(id) && revision > copy.revision();
    }
}
