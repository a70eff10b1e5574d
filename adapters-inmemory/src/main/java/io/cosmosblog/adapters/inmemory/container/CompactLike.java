package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;

/** A like in 32 bytes: its user and their name (shared with the user), the name's revision, its time. */
record CompactLike(UserId user, Username name, int userRevision, long createdNanos) implements CompactReaction<Like> {

    static CompactLike of(Like like) {
        return new CompactLike(like.userId(), like.userUsername(), Math.toIntExact(like.userRevision()), CompactReaction.nanos(like.creationDate()));
    }

    @Override
    public String identity() {
        return Like.identityOf(user);
    }

    @Override
    public Like on(PostId post) {
        return new Like(post, user, name, userRevision, CompactReaction.instant(createdNanos));
    }
}
