package io.cosmosblog.application.likes;

import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.application.port.Likes;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;

/**
 * A like taken back, and uncounted in the same atomic step. Idempotent as the like is: taking
 * back a like that is not there (never given, or taken back already) changes nothing and is no
 * error, so a retried request never uncounts twice.
 */
public final class UnlikePost {

    private final Likes likes;
    private final Revocations revocations;

    public UnlikePost(Likes likes, Revocations revocations) {
        this.likes = likes;
        this.revocations = revocations;
    }

    /** Whether this request took the like back ({@code false}: there was none to take back). */
    public boolean unlike(Actor acting, PostId post) {
        User user = acting.user();
        return switch (revocations.commit(acting, () -> likes.remove(post, Like.identityOf(user.id())))) {
            case REMOVED -> true;
            case NOT_THERE -> false;
            case NO_SUCH_POST -> throw new NotFoundException("post", post);
        };
    }
}
