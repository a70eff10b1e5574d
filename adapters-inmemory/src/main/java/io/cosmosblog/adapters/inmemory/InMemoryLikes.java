package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.storage.Likes;
import io.cosmosblog.application.storage.Page;
import io.cosmosblog.application.storage.PageRequest;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;

final class InMemoryLikes implements Likes {

    private final PostReactions<Like> likes;

    InMemoryLikes(PostReactions<Like> likes) {
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

    @Override
    public Optional<Like> of(PostId post, UserId user) {
        return likes.find(post, user);
    }

    @Override
    public Page<Like> on(PostId post, PageRequest request) {
        return likes.page(post, request);
    }
}
