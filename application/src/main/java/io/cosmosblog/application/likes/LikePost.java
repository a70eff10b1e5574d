package io.cosmosblog.application.likes;

import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.application.port.Likes;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import java.time.Clock;

/** C4: a like, once per user and post, stored and counted in one atomic step. */
public final class LikePost {

    /** The like as stored, and whether this request made it ({@code false}: the user had liked the post already). */
    public record Result(Like like, boolean firstTime) {
    }

    private final Likes likes;
    private final Clock clock;
    private final Revocations revocations;

    public LikePost(Likes likes, Clock clock, Revocations revocations) {
        this.likes = likes;
        this.clock = clock;
        this.revocations = revocations;
    }

    public Result like(Actor acting, PostId post) {
        User user = acting.user();
        Like like = Like.by(user, post, clock.instant());
        return switch (revocations.commit(acting, () -> likes.add(like))) {
            case ADDED -> new Result(like, true);
            // The like that counts is the first one: answer with it, as stored.
            case ALREADY_THERE -> new Result(likes.find(post, like.identity()).orElse(like), false);
            case NO_SUCH_POST -> throw new NotFoundException("post", post);
        };
    }
}
