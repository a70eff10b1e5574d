package io.cosmosblog.adapters.http.json;

import io.cosmosblog.domain.post.Like;

public record LikeJson(String postId, String userId, String userUsername, String creationDate) {

    public static LikeJson of(Like like) {
        return new LikeJson(like.postId().value(), like.userId().value(), like.userUsername().value(),
                JsonDates.format(like.creationDate()));
    }
}
