package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;

/** A like in 32 bytes: its user and their name (shared with the user), the name's revision, its time. */
record KeptLike(UserId user, Username name, int userRevision, long createdNanos) implements Kept<Like> {

    static KeptLike of(Like like) {
        return new KeptLike(like.userId(), like.userUsername(), Math.toIntExact(like.userRevision()), Kept.nanos(like.creationDate()));
    }

    @Override
    public String identity() {
        return Like.identityOf(user);
    }

    @Override
    public Like on(PostId post) {
        return new Like(post, user, name, userRevision, Kept.instant(createdNanos));
    }
}
