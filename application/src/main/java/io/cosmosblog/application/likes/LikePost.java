package io.cosmosblog.application.likes;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import java.time.Clock;

/** C4: a like, once per user and post, stored and counted in one atomic step. */
public final class LikePost {

    /** What the like did: {@code firstTime} false means the user had liked the post already. */
    public record Result(Like like, boolean firstTime) {
    }

    private final Likes likes;
    private final Clock clock;

    public LikePost(Likes likes, Clock clock) {
        this.likes = likes;
        this.clock = clock;
    }

    public Result like(User user, PostId post) {
        Like like = new Like(post, user.id(), user.username(), clock.instant());
        return switch (likes.add(like)) {
            case LIKED -> new Result(like, true);
            case ALREADY_LIKED -> new Result(like, false);
            case NO_SUCH_POST -> throw new NotFoundException("post", post);
        };
    }
}
