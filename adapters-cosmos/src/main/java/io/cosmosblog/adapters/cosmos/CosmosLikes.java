package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.storage.Likes;
import io.cosmosblog.application.storage.Page;
import io.cosmosblog.application.storage.PageRequest;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;

/** C4 by one transactional batch in the post's partition (a repeat conflicts and is not counted); Q5 by a query there. */
final class CosmosLikes implements Likes {

    private final PostReactions<Like> likes;

    CosmosLikes(PostReactions<Like> likes) {
        this.likes = likes;
    }

    @Override
    public Outcome add(Like like) {
        return switch (likes.add(like)) {
            case ADDED -> Outcome.LIKED;
            case ALREADY_THERE -> Outcome.ALREADY_LIKED;
            case NO_SUCH_POST -> Outcome.NO_SUCH_POST;
        };
    }

    /** A point read: the like's id is derived from its user. */
    @Override
    public Optional<Like> of(PostId post, UserId user) {
        return likes.find(post, ReactionItems.idOfLikeBy(user));
    }

    @Override
    public Page<Like> on(PostId post, PageRequest request) {
        return likes.page(post, request);
    }
}
